import { useNow } from '@/hooks/use-now';

const timeFormat: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const dateFormat: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
};

/** The empty state's live clock and date, in the visitor's locale. */
export function LiveClock({ locale }: { locale?: string }) {
  const now = useNow();
  return (
    <time dateTime={now.toISOString()} className="flex flex-col items-center gap-1 text-center">
      <span className="text-5xl font-light tracking-tight tabular-nums sm:text-6xl" data-testid="clock-time">
        {now.toLocaleTimeString(locale, timeFormat)}
      </span>
      <span className="text-sm font-medium text-muted-foreground" data-testid="clock-date">
        {now.toLocaleDateString(locale, dateFormat)}
      </span>
    </time>
  );
}
