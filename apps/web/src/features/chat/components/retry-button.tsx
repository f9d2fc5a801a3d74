import { RotateCcw } from 'lucide-react';
import { TOKEN_COST, type SearchMode } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';

const MODE_NAMES: Record<SearchMode, string> = { quick: 'Quick', deep: 'Deep' };

/** What a retry costs, said where the user decides: it is charged like a new question. */
export function retryHint(mode: SearchMode): string {
  const cost = TOKEN_COST[mode];
  return `Ask again in ${MODE_NAMES[mode]} mode · ${cost} ${cost === 1 ? 'token' : 'tokens'}`;
}

/** Why a retry without a language model changes nothing, said where the user decides. */
export const SAME_ANSWER_NOTE =
  'Without a language model, Retry gives the same answer unless the sources changed.';

/**
 * Under the last answer: asks its question again; the new answer replaces it. `repeats`: the
 * answer was quoted from the sources (no model), so asking again gives it again, as the tooltip says.
 */
export function RetryButton({
  mode,
  onRetry,
  repeats = false,
}: {
  mode: SearchMode;
  onRetry: () => void;
  repeats?: boolean;
}) {
  const hint = retryHint(mode);
  const label = repeats ? (
    <span className="block max-w-64">
      {hint}
      <br />
      {SAME_ANSWER_NOTE}
    </span>
  ) : (
    hint
  );
  return (
    <WithTooltip label={label}>
      <Button variant="ghost" size="sm" className="rounded-full" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </WithTooltip>
  );
}
