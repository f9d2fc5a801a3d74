import { useState } from 'react';
import { Database, Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { downloadAccountData } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from './settings-card';

/** "Your data": download everything kept about you, or delete the account (signed in only). */
export function YourDataCard({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { user } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAccountData();
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download your data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SettingsCard
      title="Your data"
      description="What Pardus keeps about you, and how to remove it"
      icon={Database}
    >
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
            Your profile, conversations, Deep research, token history and sign-in sessions, as a JSON file.
          </p>
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? 'Preparing…' : 'Download my data'}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-5">
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
            Deletes your account and everything in it, and signs you out on every device.
          </p>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </div>
      {user && (
        <DeleteAccountDialog
          open={confirming}
          email={user.email}
          onClose={() => setConfirming(false)}
          onDeleted={onAccountDeleted}
        />
      )}
    </SettingsCard>
  );
}
