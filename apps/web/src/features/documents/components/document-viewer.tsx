import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, Loader2 } from 'lucide-react';
import type { DocumentDetail } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { downloadDocument, useDocument } from '../api/documents-api';
import { formatBytes, formatDate, kindLabel, plural } from '../lib/format';
import { describeTarget, findTargetOrdinal, readPassageTarget } from '../lib/passage-target';
import { DocumentNotFound } from './document-not-found';
import { DocumentStatus } from './document-status';
import { PassageList } from './passage-list';

/**
 * `/documents/:id` (citations open it in a new tab): the document's text as it was read, passage by
 * passage, with the cited one (`?page=` or `?passage=`) in view; and the original to download.
 */
export function DocumentViewer({ id }: { id: string }) {
  const query = useDocument(id, true);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading document…
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <DocumentNotFound />;
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Failed to load the document.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <DocumentView detail={query.data} />;
}

function DocumentView({ detail: { document, passages } }: { detail: DocumentDetail }) {
  const [params] = useSearchParams();
  const target = readPassageTarget(params);
  const targetOrdinal = findTargetOrdinal(passages, target);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(document);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download the document. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="grid gap-6">
      <header className="grid gap-3 border-b pb-5">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{document.name}</h1>
        <p className="flex flex-wrap gap-x-1.5 text-sm text-muted-foreground">
          <span>{kindLabel(document.kind)}</span>
          {document.pages !== null && (
            <>
              <span aria-hidden="true">·</span>
              <span>{plural(document.pages, 'page')}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span>{formatBytes(document.size)}</span>
          <span aria-hidden="true">·</span>
          <span>
            Uploaded <time dateTime={document.created_at}>{formatDate(document.created_at)}</time>
          </span>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DocumentStatus document={document} className="text-sm" />
          {/* A failed document keeps no original. */}
          {document.status !== 'failed' && (
            <Button variant="outline" onClick={() => void download()} disabled={downloading}>
              <Download aria-hidden="true" />
              {downloading ? 'Downloading…' : 'Download original'}
            </Button>
          )}
        </div>
      </header>
      {target && targetOrdinal === undefined && passages.length > 0 && (
        <p className="text-sm text-muted-foreground">{describeTarget(target)} is not in this document.</p>
      )}
      {passages.length > 0 ? (
        <PassageList
          passages={passages}
          {...(targetOrdinal !== undefined ? { target: targetOrdinal } : {})}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {document.status === 'failed'
            ? 'Nothing could be read from this document.'
            : document.status === 'indexed'
              ? 'No text was found in this document.'
              : 'This document is still being read. Its text appears here when it is ready.'}
        </p>
      )}
    </article>
  );
}
