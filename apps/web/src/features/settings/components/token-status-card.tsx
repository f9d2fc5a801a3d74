import { Coins, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTokenStatus } from '../api/token-status';
import { SettingsCard } from './settings-card';

/** Today's remaining search tokens; refreshed every 30 s. */
export function TokenStatusCard() {
  const status = useTokenStatus(true);
  return (
    <SettingsCard title="Token Status" description="Your daily search allowance" icon={Coins}>
      <div className="flex items-end justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
        <div aria-live="polite">
          {status.isPending ? (
            <div className="h-9 w-16 animate-pulse rounded-md bg-muted" aria-label="Loading token status" />
          ) : status.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Failed to check token status. Please try again.
            </p>
          ) : (
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-semibold tabular-nums" data-testid="tokens-remaining">
                {status.data.daily_tokens_remaining}
              </span>
              <span className="text-sm text-muted-foreground">tokens remaining today</span>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh token status"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
        >
          <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">1 token = Quick search • 5 tokens = Deep search</p>
    </SettingsCard>
  );
}
