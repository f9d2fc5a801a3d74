import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import {
  MAX_API_KEY_NAME_CHARS,
  MAX_API_KEYS,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys-api';
import { NewApiKey } from './new-api-key';
import { SettingsCard } from './settings-card';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function usedText(key: ApiKeySummary): string {
  return key.last_used_at ? `last used ${moment.format(new Date(key.last_used_at))}` : 'never used';
}

/**
 * "API keys": personal keys for scripts and agents (the API and the MCP server at /mcp). Create one
 * with a name, see its secret once, list them by name and first characters, revoke any.
 */
export function ApiKeysCard() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const atLimit = (keys.data?.length ?? 0) >= MAX_API_KEYS;

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.serverMessage
            ? failure.serverMessage
            : 'Failed to create the key. Please try again.',
        ),
    });
  };
  const onRevoke = (key: ApiKeySummary) =>
    revoke.mutate(key.id, {
      onSuccess: () => {
        if (created?.id === key.id) setCreated(null);
      },
      onError: () =>
        toast({ title: 'Revoke failed', description: 'Please try again.', variant: 'destructive' }),
    });

  return (
    <SettingsCard
      title="API keys"
      description="Use Pardus from scripts and AI agents (API and MCP)"
      icon={KeyRound}
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          A key acts as you, with your daily tokens, but cannot manage keys or your account. Scripts send it
          as <code>Authorization: Bearer &lt;key&gt;</code>; details in docs/api.md.
        </p>
        {created && <NewApiKey apiKey={created} onDone={() => setCreated(null)} />}
        <form className="grid gap-2" onSubmit={onCreate}>
          <label htmlFor={fieldId} className="text-sm">
            Key name
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={fieldId}
              value={name}
              maxLength={MAX_API_KEY_NAME_CHARS}
              placeholder="e.g. laptop script"
              autoComplete="off"
              disabled={atLimit}
              onChange={(event) => setName(event.target.value)}
              className="h-9 min-w-0 flex-1 rounded-lg border bg-background px-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <Button type="submit" disabled={atLimit || create.isPending || name.trim() === ''}>
              Create key
            </Button>
          </div>
          {atLimit && (
            <p className="text-xs text-muted-foreground">
              You have {MAX_API_KEYS} keys, the most allowed. Revoke one to create another.
            </p>
          )}
          {error && (
            <p role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
        </form>
        {keys.isPending ? (
          <p className="text-sm text-muted-foreground">Loading API keys...</p>
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load API keys.
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API keys.</p>
        ) : (
          <ul aria-label="Your API keys" className="divide-y divide-border border-t">
            {keys.data.map((key) => (
              <li key={key.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{key.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <code>{key.prefix}…</code> · created {day.format(new Date(key.created_at))} ·{' '}
                    {usedText(key)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={`Revoke key ${key.name}`}
                  onClick={() => onRevoke(key)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}
