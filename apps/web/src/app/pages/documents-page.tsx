import { DocumentsPanel } from '@/features/documents';
import { PageFrame } from '../shell/page-frame';
import { RequireSignIn } from '../shell/require-sign-in';

/** `/documents`: the signed-in user's own documents. */
export function DocumentsPage() {
  return (
    <PageFrame>
      <RequireSignIn prompt="Sign in to see your documents">
        <DocumentsPanel />
      </RequireSignIn>
    </PageFrame>
  );
}
