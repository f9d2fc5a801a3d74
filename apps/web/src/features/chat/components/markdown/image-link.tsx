import { createContext, useContext, type ReactNode } from 'react';
import { ImageIcon } from 'lucide-react';

/** True inside an answer link, where an image must not add a second (nested) link. */
const InsideLink = createContext(false);

/** Marks its children as rendered inside an answer link. */
export function InsideLinkProvider({ children }: { children: ReactNode }) {
  return <InsideLink.Provider value={true}>{children}</InsideLink.Provider>;
}

function httpImageUrl(src: unknown): string | null {
  if (typeof src !== 'string' || src === '') return null;
  try {
    const { protocol } = new URL(src);
    return protocol === 'http:' || protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

/**
 * A markdown image in an answer, shown as a link to it and never as an `<img>`: answer text may
 * come from a poisoned web page, and an image that loads by itself could carry the conversation
 * to any host in its URL. Only http(s) URLs become links; anything else shows its alt text only.
 */
export function ImageLink({ src, alt }: { src?: unknown; alt?: string }) {
  const insideLink = useContext(InsideLink);
  const url = httpImageUrl(src);
  const label = alt?.trim() || 'image';
  const content = (
    <>
      <ImageIcon aria-hidden="true" className="size-3.5 shrink-0 self-center" />
      {label}
    </>
  );
  if (!url || insideLink) return <span className="inline-flex items-baseline gap-1">{content}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      className="inline-flex items-baseline gap-1 font-medium text-primary underline decoration-primary/30 underline-offset-2 transition-colors hover:decoration-primary"
    >
      {content}
    </a>
  );
}
