import { Link, useLocation, useNavigate } from 'react-router';
import { FileText, MessageSquarePlus, Trash2 } from 'lucide-react';
import type { UserDocument } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { prepareAskAbout } from '../lib/ask-about';
import { formatBytes, formatDate, plural } from '../lib/format';
import { returnToChatPath } from '../lib/return-to-chat';
import { DocumentStatus } from './document-status';

/**
 * One document of the list: name (opens the viewer), size, pages, date, state, Delete and, once
 * read, "Ask about this file" (back to the chat with the file named in the message box).
 */
export function DocumentRow({
  document,
  onDelete,
}: {
  document: UserDocument;
  onDelete: (d: UserDocument) => void;
}) {
  const { id, name, size, pages, created_at } = document;
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const askAbout = () => {
    prepareAskAbout(name);
    void navigate(returnToChatPath(state));
  };
  return (
    <li className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={`/documents/${encodeURIComponent(id)}`}
          className="truncate rounded-sm text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          title={name}
        >
          {name}
        </Link>
        <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
          <span>{formatBytes(size)}</span>
          {pages !== null && (
            <>
              <span aria-hidden="true">·</span>
              <span>{plural(pages, 'page')}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <time dateTime={created_at}>{formatDate(created_at)}</time>
        </p>
        <DocumentStatus document={document} />
      </div>
      {document.status === 'indexed' && (
        <Button variant="outline" size="sm" aria-label={`Ask about this file, ${name}`} onClick={askAbout}>
          <MessageSquarePlus aria-hidden="true" />
          {/* "Ask" alone on phones: the name beside it needs the room. */}
          <span className="max-sm:hidden">Ask about this file</span>
          <span className="sm:hidden">Ask</span>
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        onClick={() => onDelete(document)}
        className="text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
        <span className="max-sm:hidden">Delete</span>
      </Button>
    </li>
  );
}
