import { Link } from 'react-router';
import type { SourceScope } from '@pardus/protocol';
import { isInProgress, useDocuments } from '../api/documents-api';
import { useUploads } from '../hooks/use-uploads';

/**
 * Under the message box when documents are to be searched but none is ready: the choice stays
 * allowed (the server then answers from what it has), the hint says why answers may cite nothing.
 */
export function SourcesHint({ scope }: { scope: SourceScope }) {
  const list = useDocuments(scope !== 'web');
  const { uploads } = useUploads();
  if (scope === 'web' || !list.data) return null;
  const { documents } = list.data;
  if (documents.some((d) => d.status === 'indexed')) return null;
  const reading =
    documents.some(isInProgress) || uploads.some((u) => u.phase === 'waiting' || u.phase === 'uploading');
  return (
    <p className="px-4 pb-2.5 text-xs text-muted-foreground">
      {reading ? (
        'Your documents are still being read…'
      ) : (
        <>
          No documents yet —{' '}
          <Link
            to="/documents"
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            upload some
          </Link>
        </>
      )}
    </p>
  );
}
