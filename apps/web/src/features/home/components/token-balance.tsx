import { Coins } from 'lucide-react';
import { TOKEN_COST } from '@pardus/protocol';
import { useAuth } from '@/features/auth';
import { useTokenStatus } from '@/features/settings/api/token-status';

/**
 * The day's balance under the question box, signed in only: the settings screen's figure (the same
 * query, refreshed every 30 s) with what each mode costs.
 */
export function TokenBalance() {
  const { isAuthenticated } = useAuth();
  const status = useTokenStatus(isAuthenticated);
  if (!isAuthenticated || !status.data) return null;
  const left = status.data.daily_tokens_remaining;
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
      <Coins aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
      <span>
        <span className="font-semibold text-foreground tabular-nums" data-testid="home-tokens-remaining">
          {left}
        </span>{' '}
        {left === 1 ? 'token' : 'tokens'} remaining today · Quick {TOKEN_COST.quick} · Deep {TOKEN_COST.deep}
      </span>
    </p>
  );
}
