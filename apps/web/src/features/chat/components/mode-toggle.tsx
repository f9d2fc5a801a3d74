import { Telescope, Zap } from 'lucide-react';
import { TOKEN_COST, type SearchMode } from '@pardus/protocol';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const MODES: { mode: SearchMode; label: string; hint: string; Icon: typeof Zap }[] = [
  { mode: 'quick', label: 'Quick', hint: `Fast cited answer · ${TOKEN_COST.quick} token`, Icon: Zap },
  { mode: 'deep', label: 'Deep', hint: `Multi-section research report · ${TOKEN_COST.deep} tokens`, Icon: Telescope },
];

/** The Quick/Deep switch of the input (SPEC §2); a radio group for assistive technology. */
export function ModeToggle({ mode, onChange }: { mode: SearchMode; onChange: (mode: SearchMode) => void }) {
  return (
    <div role="radiogroup" aria-label="Search mode" className="inline-flex items-center rounded-full bg-muted p-0.5">
      {MODES.map(({ mode: value, label, hint, Icon }) => (
        <WithTooltip key={value} label={hint}>
          <button
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => onChange(value)}
            className={cn(
              'inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-full px-3 text-xs font-medium text-muted-foreground transition-all outline-none',
              'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              mode === value && 'bg-background text-foreground shadow-sm dark:bg-accent',
            )}
          >
            <Icon className={cn('size-3.5', mode === value && 'text-primary')} />
            {label}
          </button>
        </WithTooltip>
      ))}
    </div>
  );
}
