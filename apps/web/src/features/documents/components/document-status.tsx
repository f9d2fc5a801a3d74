import { AlertCircle, CheckCircle2, Clock, Loader2 } from 'lucide-react';
import type { UserDocument } from '@pardus/protocol';
import { cn } from '@/lib/utils';
import { statusText } from '../lib/format';

const ICONS = { queued: Clock, reading: Loader2, indexed: CheckCircle2, failed: AlertCircle } as const;

/** "Queued, 3 ahead", "Reading…", "Indexed · 12 pages" or "Failed: <why>", with an icon in the state's colour. */
export function DocumentStatus({ document, className }: { document: UserDocument; className?: string }) {
  const Icon = ICONS[document.status];
  return (
    <span
      data-status={document.status}
      className={cn(
        'inline-flex min-w-0 items-start gap-1.5 text-xs',
        document.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
        document.status === 'indexed' && 'text-foreground',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-px size-3.5 shrink-0',
          document.status === 'reading' && 'animate-spin',
          document.status === 'indexed' && 'text-primary',
        )}
      />
      <span className="min-w-0 break-words">{statusText(document)}</span>
    </span>
  );
}
