import { useState } from 'react';
import type { ConversationTitle } from '@pardus/protocol';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * Asks before a conversation is deleted: deleting is final (its answers, sources and Deep research go
 * with it), so one stray click on the trash icon must not be enough. Closed while `item` is null.
 */
export function DeleteConversationDialog({
  item,
  onConfirm,
  onClose,
}: {
  item: ConversationTitle | null;
  onConfirm: (item: ConversationTitle) => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const title = item?.title.trim() || 'Untitled';
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete conversation?</AlertDialogTitle>
        <AlertDialogDescription>
          “{title}” will be deleted with its answers, sources and any Deep research. This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              if (!item) return;
              setBusy(true);
              void onConfirm(item).finally(() => {
                setBusy(false);
                onClose();
              });
            }}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
