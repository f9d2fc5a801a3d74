import { useEffect, useRef } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedApiKey } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { useCopy } from '@/features/chat/hooks/use-copy';
import { toast } from '@/hooks/use-toast';

/**
 * The key just made, with its secret: the only time it is shown (the server keeps a hash). Focus
 * moves to it so it can be read and copied; Done forgets it.
 */
export function NewApiKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { copied, copy } = useCopy();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const onCopy = async () => {
    if (!(await copy(apiKey.secret)))
      toast({
        title: 'Copy failed',
        description: 'Select the key and copy it yourself.',
        variant: 'destructive',
      });
  };

  return (
    <div
      role="group"
      aria-label={`New key ${apiKey.name}`}
      className="grid gap-2 rounded-xl border bg-muted/40 p-3"
    >
      <label htmlFor={`api-key-${apiKey.id}`} className="text-sm font-medium">
        This key is shown only once. Copy it now and keep it secret.
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`api-key-${apiKey.id}`}
          ref={field}
          readOnly
          value={apiKey.secret}
          spellCheck={false}
          className="min-w-0 flex-1 rounded-md border border-input bg-background px-2 py-1.5 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <Button variant="outline" size="sm" onClick={() => void onCopy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
