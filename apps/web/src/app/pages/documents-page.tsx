import { BackToChatLink, DocumentsPanel } from '@/features/documents';
import { PageFrame } from '../shell/page-frame';
import { RequireSignIn } from '../shell/require-sign-in';

/** `/documents`: the signed-in user's own documents, with the way back to the chat. */
export function DocumentsPage() {
  return (
    <PageFrame>
      <BackToChatLink />
      <RequireSignIn prompt="Sign in to see your documents">
        <DocumentsPanel />
      </RequireSignIn>
    </PageFrame>
  );
}
