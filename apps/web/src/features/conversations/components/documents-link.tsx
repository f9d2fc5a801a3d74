import { Link, useLocation } from 'react-router';
import { FileText } from 'lucide-react';
import { returnToChatState } from '@/features/documents/composer';
import { cn } from '@/lib/utils';

/**
 * The sidebar's way to "Your documents". In the rail its label shows with the rest of the widened
 * rail (the icon alone while narrow); it is the link's name either way.
 */
export function DocumentsLink({ rail = false }: { rail?: boolean }) {
  // The page's "Back to chat" returns to the conversation open now.
  const returnTo = returnToChatState(useLocation());
  return (
    <Link
      to="/documents"
      state={returnTo}
      className="flex h-12 shrink-0 items-center gap-3 border-t px-3.5 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span
        className={cn(
          'whitespace-nowrap',
          rail &&
            'opacity-0 transition-opacity group-hover/rail:opacity-100 group-has-focus-visible/rail:opacity-100',
        )}
      >
        Your documents
      </span>
    </Link>
  );
}
