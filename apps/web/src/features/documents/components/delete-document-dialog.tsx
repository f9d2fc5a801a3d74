import { useRef, useState } from 'react';
import type { UserDocument } from '@pardus/protocol';
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
 * Asks before a document is deleted (as for conversations): the original and everything read from
 * it go, and a stray click on the trash icon must not be enough. Closed while `item` is null.
 */
export function DeleteDocumentDialog({
  item,
  onConfirm,
  onClose,
  onDeletedFocus,
}: {
  item: UserDocument | null;
  /** Resolves true once deleted (false when it failed; the caller has said why). */
  onConfirm: (item: UserDocument) => Promise<boolean>;
  onClose: () => void;
  /** Where focus goes after a deletion: the row's Delete button that opened the dialog is gone. */
  onDeletedFocus: () => void;
}) {
  const deleted = useRef(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeletedFocus();
        }}
      >
        <AlertDialogTitle>Delete document?</AlertDialogTitle>
        <AlertDialogDescription>
          “{item?.name}” will be deleted with everything read from it, and answers will no longer search it.
          This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              if (!item) return;
              setBusy(true);
              void onConfirm(item).then((ok) => {
                deleted.current = ok;
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
