import { useId, useState, type KeyboardEvent } from 'react';
import { renameConversationRequestSchema, type ConversationTitle } from '@pardus/protocol';
import { cn } from '@/lib/utils';
import { renameErrorText } from '../hooks/use-conversation-actions';

/** The server's own rule for a typed title, so the field says the same as a 400 would. */
const titleRule = renameConversationRequestSchema.shape.title;

/**
 * A conversation's title as an inline field: Enter saves, Escape (or leaving the field) cancels.
 * An empty or too long title is refused here with the server's wording; a failed save keeps the
 * field open with the reason under it.
 */
export function RenameField({
  item,
  onRename,
  onDone,
}: {
  item: ConversationTitle;
  onRename: (id: string, title: string) => Promise<void>;
  onDone: () => void;
}) {
  const [value, setValue] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const save = async () => {
    const checked = titleRule.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Invalid title');
      return;
    }
    if (checked.data === item.title) return onDone();
    setSaving(true);
    try {
      await onRename(item.id, checked.data);
      onDone();
    } catch (failure) {
      setError(renameErrorText(failure));
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) void save();
    } else if (event.key === 'Escape') {
      // Escape belongs to this field: it must not also close a drawer around it.
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <div className="px-0.5 py-0.5">
      <input
        // Opened on purpose by the user's click on Rename: the field takes focus at once.
        autoFocus
        aria-label="Conversation title"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        value={value}
        disabled={saving}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={() => {
          if (!saving && error === null) onDone();
        }}
        className={cn(
          'h-9 w-full rounded-lg border bg-background px-2.5 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
          error && 'border-destructive focus-visible:ring-destructive',
        )}
      />
      {error && (
        <p id={errorId} role="alert" className="px-1 pt-1 text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
