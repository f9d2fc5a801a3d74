import { useRef, type KeyboardEvent } from 'react';
import { FileText, Globe, Layers, Library } from 'lucide-react';
import type { SourceScope } from '@pardus/protocol';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const SCOPES: readonly SourceScope[] = ['web', 'documents', 'both'];

function optionsFor(webLabel: string) {
  const library = webLabel === 'Library';
  return {
    web: {
      label: webLabel,
      hint: library ? 'Search the built-in library' : 'Search the web',
      Icon: library ? Library : Globe,
    },
    documents: { label: 'My documents', hint: 'Search only your uploaded documents', Icon: FileText },
    both: {
      label: 'Both',
      hint: `Search ${library ? 'the library' : 'the web'} and your documents`,
      Icon: Layers,
    },
  } satisfies Record<SourceScope, { label: string; hint: string; Icon: typeof Globe }>;
}

/**
 * "Search in": the web (or the library), my documents, or both — a radio group beside the
 * Quick/Deep switch. Arrow keys move the choice, Tab enters and leaves the group at the chosen one.
 */
export function SourceSelect({
  value,
  onChange,
  webLabel,
}: {
  value: SourceScope;
  onChange: (scope: SourceScope) => void;
  webLabel: string;
}) {
  const buttons = useRef(new Map<SourceScope, HTMLButtonElement>());
  const options = optionsFor(webLabel);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = SCOPES[(SCOPES.indexOf(value) + step + SCOPES.length) % SCOPES.length] ?? 'web';
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Search in"
      onKeyDown={onKeyDown}
      className="inline-flex items-center rounded-full bg-muted p-0.5"
    >
      {SCOPES.map((scope) => {
        const { label, hint, Icon } = options[scope];
        const checked = value === scope;
        return (
          <WithTooltip key={scope} label={hint}>
            <button
              ref={(element) => {
                if (element) buttons.current.set(scope, element);
                else buttons.current.delete(scope);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={label}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(scope)}
              className={cn(
                'inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-xs whitespace-nowrap font-medium text-muted-foreground transition-all outline-none',
                'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                checked && 'bg-background text-foreground shadow-sm dark:bg-accent',
              )}
            >
              <Icon aria-hidden="true" className={cn('size-3.5', checked && 'text-primary')} />
              {/* Words on phones too: icons alone did not say what they choose (the row wraps instead). */}
              <span>{label}</span>
            </button>
          </WithTooltip>
        );
      })}
    </div>
  );
}
