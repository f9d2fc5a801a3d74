import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { returnToChatPath } from '../lib/return-to-chat';

/** "Back to chat": to the conversation the documents page was opened from, or home. */
export function BackToChatLink() {
  const state: unknown = useLocation().state;
  return (
    <Link
      to={returnToChatPath(state)}
      className="mb-4 inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to chat
    </Link>
  );
}
