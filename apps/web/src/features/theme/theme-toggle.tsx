import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { useTheme } from './theme-context';

/** Icon button in the top bar that flips between light and dark. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <WithTooltip label={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        onClick={toggleTheme}
        className={cn('rounded-full', className)}
      >
        {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      </Button>
    </WithTooltip>
  );
}

/** Labelled switch for the settings screen; shows the current theme as 'Light' or 'Dark'. */
export function ThemeSwitch() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      onClick={toggleTheme}
      className="group inline-flex cursor-pointer items-center gap-3 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <span className="flex min-w-12 items-center gap-1.5 text-sm font-medium">
        {dark ? (
          <Moon className="size-4" aria-hidden="true" />
        ) : (
          <Sun className="size-4" aria-hidden="true" />
        )}
        {dark ? 'Dark' : 'Light'}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 rounded-full border border-transparent transition-colors',
          dark ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-[18px] rounded-full bg-background shadow-sm transition-transform',
            dark && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
