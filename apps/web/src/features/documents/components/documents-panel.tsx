import { useEffect, useRef, useState } from 'react';
import { Loader2, Lock } from 'lucide-react';
import type { DocumentList, UserDocument } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useDeleteDocument, useDocuments } from '../api/documents-api';
import { announce } from '../hooks/announcer';
import { useStatusAnnouncements } from '../hooks/use-status-announcements';
import { useUploads } from '../hooks/use-uploads';
import { ACCEPTED_FORMATS_TEXT } from '../lib/accepted-files';
import { formatBytes, plural, usageText } from '../lib/format';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentRow } from './document-row';
import { DropZone } from './drop-zone';
import { LiveAnnouncer } from './live-announcer';
import { UploadRow } from './upload-row';

/** "Your documents": upload, follow their reading, open, delete; the usage and the limits. */
export function DocumentsPanel() {
  const list = useDocuments(true);
  const { uploads, upload, cancel, dismiss } = useUploads();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useStatusAnnouncements(list.data?.documents);

  // An accepted upload is a row of the list from then on; its upload row has done its job.
  useEffect(() => {
    for (const u of uploads) if (u.phase === 'accepted') dismiss(u.key);
  }, [uploads, dismiss]);

  const confirmDelete = async (document: UserDocument): Promise<boolean> => {
    try {
      await remove.mutateAsync(document.id);
      announce(`${document.name} deleted`);
      return true;
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to delete the document. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  const sending = uploads.filter((u) => u.phase !== 'accepted');
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
          Your documents
        </h1>
        {list.data && (
          <p className="text-sm text-muted-foreground" data-testid="documents-usage">
            {usageText(list.data)}
          </p>
        )}
      </div>
      <p className="flex items-start gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Your documents are private: only you can search them, and they are never sent to a web search
        provider.
      </p>
      <DropZone onFiles={(files) => upload(files, list.data?.limits)} />
      {sending.length > 0 && (
        <ul aria-label="Uploads" className="grid gap-2">
          {sending.map((u) => (
            <UploadRow key={u.key} upload={u} onCancel={cancel} onDismiss={dismiss} />
          ))}
        </ul>
      )}
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading your documents…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          Failed to load your documents.
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.documents.length === 0 ? (
        sending.length === 0 && <EmptyDocuments list={list.data} />
      ) : (
        <ul aria-label="Documents" className="grid gap-2">
          {list.data.documents.map((d) => (
            <DocumentRow key={d.id} document={d} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <LiveAnnouncer />
      <DeleteDocumentDialog
        item={deleting}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        onDeletedFocus={() => heading.current?.focus()}
      />
    </div>
  );
}

/** What the page says before the first upload: what can be added, and how much. */
function EmptyDocuments({ list: { limits } }: { list: DocumentList }) {
  return (
    <div className="grid gap-2 rounded-2xl border bg-card px-6 py-8 text-center">
      <h2 className="text-base font-semibold">No documents yet</h2>
      <p className="text-sm text-muted-foreground">
        Add {ACCEPTED_FORMATS_TEXT} files, up to {formatBytes(limits.max_file_bytes)} each (PDFs up to{' '}
        {plural(limits.max_pages, 'page')}), and as many as {plural(limits.max_files, 'file')} or{' '}
        {formatBytes(limits.max_total_bytes)} in all.
      </p>
      <p className="text-sm text-muted-foreground">
        Then choose “My documents” or “Both” under the message box to search them.
      </p>
    </div>
  );
}
