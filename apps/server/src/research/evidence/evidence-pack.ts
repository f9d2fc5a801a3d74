import type { Passage } from './passages.js';
import { scorePassages } from './rank-passages.js';

/** A passage as a writer sees it: numbered by its source's place in this pack (1..m). */
export interface PackedPassage {
  /** What the writer cites: `[local]`. */
  local: number;
  passage: Passage;
}

/** The evidence one part of the report is written from, and how its numbers map to the Sources list. */
export interface EvidencePack {
  passages: PackedPassage[];
  /** Local citation number → global source number. */
  toGlobal: Map<number, number>;
}

export interface PackLimits {
  /** Longest pack, in characters of passage text (about 4 characters a token). */
  maxChars: number;
  maxPassages: number;
}

/**
 * The passages most relevant to `focus`, up to the character budget, numbered for the writer. All
 * passages of one source share a local number, so a citation names a source, never a passage; the
 * writer only ever sees these numbers, and `toGlobal` turns them into Sources-list numbers.
 * Passages that match nothing in `focus` are used only to fill a pack that would otherwise be empty.
 */
export function buildPack(passages: readonly Passage[], focus: string, limits: PackLimits): EvidencePack {
  const scored = scorePassages(passages, focus);
  const relevant = scored.filter((s) => s.score > 0);
  const pool = relevant.length > 0 ? relevant : scored.slice(0, 2);
  const chosen: Passage[] = [];
  let chars = 0;
  for (const { passage } of pool) {
    if (chosen.length >= limits.maxPassages) break;
    if (chosen.length > 0 && chars + passage.text.length > limits.maxChars) continue;
    chosen.push(passage);
    chars += passage.text.length;
  }
  return packOf(chosen);
}

/** Numbers the given passages for a writer, in source and document order (every one is kept). */
export function packOf(passages: readonly Passage[]): EvidencePack {
  const chosen = [...passages].sort(
    (a, b) => a.source - b.source || a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
  const localOf = new Map<number, number>();
  const toGlobal = new Map<number, number>();
  const packed = chosen.map((passage) => {
    let local = localOf.get(passage.source);
    if (local === undefined) {
      local = localOf.size + 1;
      localOf.set(passage.source, local);
      toGlobal.set(local, passage.source);
    }
    return { local, passage };
  });
  return { passages: packed, toGlobal };
}
