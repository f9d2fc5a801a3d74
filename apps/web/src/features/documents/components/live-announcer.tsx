import { useAnnouncement } from '../hooks/announcer';

/** The documents' polite live region (uploads, refusals, "thesis.pdf indexed", deletions). */
export function LiveAnnouncer() {
  const { text, id } = useAnnouncement();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="documents-announcer"
    >
      {/* Keyed by id so the same sentence said twice is read twice. */}
      <span key={id}>{text}</span>
    </div>
  );
}
