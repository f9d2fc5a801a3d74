import { useParams } from 'react-router';
import { DocumentViewer } from '@/features/documents';
import { PageFrame } from '../shell/page-frame';
import { RequireSignIn } from '../shell/require-sign-in';

/** `/documents/:id` (`?page=N` or `?passage=N` from a citation): one document's text. */
export function DocumentPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame documentsLink>
      <RequireSignIn prompt="Sign in to see this document">
        <DocumentViewer key={id} id={id} />
      </RequireSignIn>
    </PageFrame>
  );
}
