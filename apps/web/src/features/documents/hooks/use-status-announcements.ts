import { useEffect, useRef } from 'react';
import type { UserDocument } from '@pardus/protocol';
import { announce } from './announcer';

function describe(document: UserDocument): string | null {
  if (document.status === 'indexed') return `${document.name} indexed`;
  if (document.status === 'failed')
    return `${document.name} failed${document.error ? `: ${document.error.message}` : ''}`;
  return null;
}

/**
 * Announces documents that finished reading since the last answer ("thesis.pdf indexed"). The
 * first answer only sets the baseline: what was already indexed when the page opened is not news.
 */
export function useStatusAnnouncements(documents: readonly UserDocument[] | undefined): void {
  const seen = useRef<Map<string, UserDocument['status']> | null>(null);
  useEffect(() => {
    if (!documents) return;
    const before = seen.current;
    seen.current = new Map(documents.map((d) => [d.id, d.status]));
    if (!before) return;
    const news = documents
      .filter((d) => before.get(d.id) !== d.status)
      .map(describe)
      .filter((text): text is string => text !== null);
    if (news.length > 0) announce(news.join('. '));
  }, [documents]);
}
