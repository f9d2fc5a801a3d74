import { FileUp, X } from 'lucide-react';
import type { UserDocument } from '@pardus/protocol';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Upload } from '../hooks/upload-store';
import { DocumentStatus } from './document-status';
import { ProgressBar } from './progress-bar';

export interface UploadRowProps {
  upload: Upload;
  /** The accepted document as the list knows it now (its state moves on after the upload). */
  document?: UserDocument;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
  /** The composer's tray: tighter spacing. */
  compact?: boolean;
}

/** One file of an upload: its progress while sending, the refusal, or (in the tray) its state. */
export function UploadRow({ upload, document, onCancel, onDismiss, compact = false }: UploadRowProps) {
  const { key, name, phase, progress } = upload;
  const sending = phase === 'waiting' || phase === 'uploading';
  const shown = document ?? upload.document;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl border bg-card',
        compact ? 'px-2.5 py-1.5' : 'px-4 py-3',
        phase === 'refused' && 'border-destructive/40',
      )}
    >
      <FileUp aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className={cn('truncate font-medium', compact ? 'text-xs' : 'text-sm')} title={name}>
          {name}
        </p>
        {phase === 'waiting' && <p className="text-xs text-muted-foreground">Waiting to upload…</p>}
        {phase === 'uploading' && (
          <div className="mt-1 flex items-center gap-2">
            <ProgressBar value={progress} label={`Uploading ${name}`} />
            <span
              className="w-9 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
              aria-hidden="true"
            >
              {Math.round(progress * 100)}%
            </span>
          </div>
        )}
        {phase === 'refused' && <p className="text-xs break-words text-destructive">{upload.message}</p>}
        {phase === 'accepted' && shown && <DocumentStatus document={shown} />}
      </div>
      {sending ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Cancel upload of ${name}`}
          onClick={() => onCancel(key)}
        >
          <X aria-hidden="true" />
          {!compact && 'Cancel'}
        </Button>
      ) : (
        <Button variant="ghost" size="sm" aria-label={`Dismiss ${name}`} onClick={() => onDismiss(key)}>
          {compact ? <X aria-hidden="true" /> : 'Dismiss'}
        </Button>
      )}
    </li>
  );
}
