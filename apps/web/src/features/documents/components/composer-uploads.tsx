import { Link } from 'react-router';
import { useDocuments } from '../api/documents-api';
import { useUploads } from '../hooks/use-uploads';
import { UploadRow } from './upload-row';

/**
 * The message box's tray of files dropped on it: progress while sending, then the state the server
 * reports ("Reading…", "Indexed · 12 pages"), and the way to the documents page. Empty: nothing.
 */
export function ComposerUploads() {
  const { uploads, cancel, dismiss } = useUploads();
  const list = useDocuments(uploads.length > 0);
  if (uploads.length === 0) return null;
  const live = new Map(list.data?.documents.map((d) => [d.id, d]));
  return (
    <div className="border-b px-2.5 pt-2 pb-2">
      <div className="mb-1.5 flex items-center justify-between gap-2 px-1 text-xs text-muted-foreground">
        <span>Uploads</span>
        <Link
          to="/documents"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Open Your documents
        </Link>
      </div>
      <ul aria-label="Uploads" className="grid max-h-40 gap-1.5 overflow-y-auto">
        {uploads.map((u) => (
          <UploadRow
            key={u.key}
            upload={u}
            {...(u.document ? { document: live.get(u.document.id) ?? u.document } : {})}
            onCancel={cancel}
            onDismiss={dismiss}
            compact
          />
        ))}
      </ul>
    </div>
  );
}
