import { Link, useLocation } from 'react-router';
import { FileText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { returnToChatState, useDocuments, usageText } from '@/features/documents';
import { SettingsCard } from './settings-card';

/** "Your documents": how many are kept and how much room they use, and the way to the page. */
export function DocumentsCard() {
  const list = useDocuments(true);
  // Settings lies over the chat: the documents page's "Back to chat" returns to this conversation.
  const returnTo = returnToChatState(useLocation());
  return (
    <SettingsCard
      title="Your documents"
      description="Private files that Quick and Deep can search and cite"
      icon={FileText}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground"
          data-testid="documents-card-usage"
        >
          {list.isPending
            ? 'Loading…'
            : list.isError
              ? 'Failed to load your documents.'
              : usageText(list.data)}
        </p>
        <Link to="/documents" state={returnTo} className={buttonVariants({ variant: 'outline' })}>
          Manage documents
        </Link>
      </div>
    </SettingsCard>
  );
}
