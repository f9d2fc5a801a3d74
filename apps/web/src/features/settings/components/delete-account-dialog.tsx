import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { deleteAccount } from '../api/account-api';

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The last step before an account is deleted: the user types their email (the button stays disabled
 * until it matches), so neither a stray click nor a hurried Enter can erase everything. On success the
 * session is dropped here too and the app is signed out.
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
  onDeleted,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { logout } = useAuth();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const matches = sameEmail(typed, email);

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : 'Failed to delete your account. Please try again.',
      );
      return;
    }
    setBusy(false);
    onDeleted();
    logout();
    toast({ title: 'Account deleted', description: 'Your account and all its data were deleted.' });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && close()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete your account?</AlertDialogTitle>
        <AlertDialogDescription>
          This deletes your account, every conversation, Deep research and your token history, and signs you
          out on every device. It cannot be undone.
        </AlertDialogDescription>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !busy) void confirm();
          }}
        >
          <label htmlFor={fieldId} className="text-sm">
            Type <span className="font-medium">{email}</span> to confirm
          </label>
          <input
            id={fieldId}
            type="email"
            autoComplete="off"
            value={typed}
            disabled={busy}
            onChange={(event) => setTyped(event.target.value)}
            className="h-9 w-full rounded-lg border bg-background px-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          {error && (
            <p role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
        </form>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={!matches || busy}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {busy ? 'Deleting…' : 'Delete account'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
