import { TriangleAlert } from 'lucide-react';

/** Says which of the user's own documents a shared answer shows to anyone with the link. */
export function ShareWarning({ documents }: { documents: readonly string[] }) {
  if (documents.length === 0) return null;
  return (
    <p
      data-testid="share-warning"
      className="flex items-start gap-2 text-sm leading-5 text-amber-800 dark:text-amber-300"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        This answer quotes your documents: {documents.join(', ')}. Anyone with the link can read the quoted
        passages.
      </span>
    </p>
  );
}
