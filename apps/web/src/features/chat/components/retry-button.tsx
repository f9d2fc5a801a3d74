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

/** Under the last answer: asks its question again; the new answer replaces it. */
export function RetryButton({ mode, onRetry }: { mode: SearchMode; onRetry: () => void }) {
  return (
    <WithTooltip label={retryHint(mode)}>
      <Button variant="ghost" size="sm" className="rounded-full" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </WithTooltip>
  );
}
