import { useEffect, useRef, useState } from 'react';
import { Check, Copy, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useRevokeShare } from '@/features/shares/api/shares-api';
import { useCopy } from '../hooks/use-copy';
import { ShareWarning } from './share-warning';

const PANEL = 'space-y-2 rounded-xl border border-border bg-card p-3 text-sm';

/**
 * Before a link to an answer that quotes the user's own documents is made: which documents anyone
 * with the link will read from, and a choice to make the link or not.
 */
export function ShareConfirm({
  documents,
  pending,
  onCreate,
  onCancel,
}: {
  documents: readonly string[];
  pending: boolean;
  onCreate: () => void;
  onCancel: () => void;
}) {
  const create = useRef<HTMLButtonElement>(null);
  useEffect(() => create.current?.focus(), []);
  return (
    <section aria-label="Share link" className={PANEL}>
      <ShareWarning documents={documents} />
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={create} size="sm" disabled={pending} onClick={onCreate}>
          Create link
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

/**
 * The link just made: copy it, or revoke it at once. Focus moves to the link so it can be read.
 * The documents the answer quotes stay named above it for as long as it is shown.
 */
export function SharePanel({
  id,
  url,
  documents,
  onClose,
}: {
  id: string;
  url: string;
  documents: readonly string[];
  onClose: () => void;
}) {
  const { copied, copy } = useCopy();
  const revoke = useRevokeShare();
  const [revoked, setRevoked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The panel opens under the answer, possibly behind the input box: bring it into view.
    field.current?.focus();
    field.current?.select();
    field.current?.scrollIntoView({ block: 'center' });
  }, []);

  const onRevoke = () =>
    revoke.mutate(id, {
      onSuccess: () => setRevoked(true),
      onError: () =>
        toast({ title: 'Revoke failed', description: 'Please try again.', variant: 'destructive' }),
    });

  return (
    <section aria-label="Share link" className={PANEL}>
      {revoked ? (
        <p role="status" className="flex items-center justify-between gap-2">
          Link revoked: it no longer opens.
          <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </p>
      ) : (
        <>
          <ShareWarning documents={documents} />
          <label htmlFor={`share-${id}`} className="block text-muted-foreground">
            Anyone with this link can read this answer and its sources:
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`share-${id}`}
              ref={field}
              readOnly
              value={url}
              className="min-w-0 flex-1 rounded-md border border-input bg-background px-2 py-1.5 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            />
            <Button variant="outline" size="sm" onClick={() => void copy(url)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy link'}
            </Button>
            <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={onRevoke}>
              Revoke link
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
