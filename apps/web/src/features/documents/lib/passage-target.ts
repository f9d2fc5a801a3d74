import type { DocumentPassage } from '@pardus/protocol';

/** What a citation link points at: `?page=12` (a PDF's page) or `?passage=3` (its ordinal). */
export type PassageTarget = { page: number } | { passage: number } | null;

function positive(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/** The target of the address's query, if it names one; a page wins when both are given. */
export function readPassageTarget(params: URLSearchParams): PassageTarget {
  const page = positive(params.get('page'));
  if (page !== null) return { page };
  const passage = positive(params.get('passage'));
  return passage !== null ? { passage } : null;
}

/** The ordinal of the passage the target names (a page's first passage), if there is one. */
export function findTargetOrdinal(
  passages: readonly DocumentPassage[],
  target: PassageTarget,
): number | undefined {
  if (!target) return undefined;
  const found =
    'page' in target
      ? passages.find((p) => p.page === target.page)
      : passages.find((p) => p.ordinal === target.passage);
  return found?.ordinal;
}

/** "Page 12" or "Passage 3", for the note when the target is not in the document. */
export function describeTarget(target: NonNullable<PassageTarget>): string {
  return 'page' in target ? `Page ${target.page}` : `Passage ${target.passage}`;
}
