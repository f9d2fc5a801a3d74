import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsCard } from '@/features/settings/components/settings-card';
import { useMyShares, useRevokeShare } from '../api/shares-api';

/** Settings: the user's live share links, each with its page and a Revoke button. */
export function SharedLinksCard() {
  const shares = useMyShares(true);
  const revoke = useRevokeShare();
  return (
    <SettingsCard title="Shared links" description="Answers anyone with the link can read" icon={Link2}>
      {shares.isPending ? (
        <p className="text-sm text-muted-foreground">Loading shared links...</p>
      ) : shares.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load shared links.
        </p>
      ) : shares.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No shared links.</p>
      ) : (
        <ul className="divide-y divide-border">
          {shares.data.map((share) => (
            <li key={share.id} className="flex items-center justify-between gap-3 py-2">
              <a
                href={`/share/${share.id}`}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {share.title || 'Shared answer'}
              </a>
              {/* A long title wraps (even one unbroken word), so Revoke keeps its place on a phone. */}
              <Button
                variant="outline"
                size="sm"
                className="shrink-0"
                disabled={revoke.isPending}
                aria-label={`Revoke link to ${share.title || 'shared answer'}`}
                onClick={() => revoke.mutate(share.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
