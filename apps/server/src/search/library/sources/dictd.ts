import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyzeDocument } from '../analyze-document.js';
import { headwordId, slugify } from '../ids.js';
import type { AnalyzedDocument } from '../library-types.js';
import { MAX_STORED_TEXT } from '../library-types.js';
import { foldCase } from '../../../text/analyzer.js';
import { yieldToEventLoop } from './yield-to-event-loop.js';

/** A dictd dictionary: its `.index` file and its `.dict` or `.dict.dz` (dictzip, gzip-compatible) data. */
export interface DictdDictionary {
  /** File name without extensions, e.g. "gcide". */
  name: string;
  indexPath: string;
  dataPath: string;
  /** Changes whenever either file changes (size and mtime of both). */
  fingerprint: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes dictd's base-64 numbers (most significant digit first); NaN when malformed. */
export function decodeDictdNumber(value: string): number {
  let n = 0;
  for (const ch of value) {
    const digit = B64.indexOf(ch);
    if (digit < 0) return NaN;
    n = n * 64 + digit;
  }
  return value ? n : NaN;
}

/** Finds the dictionaries in `directory` (missing folder → none). */
export async function findDictdDictionaries(directory: string): Promise<DictdDictionary[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const found: DictdDictionary[] = [];
  for (const indexName of names.filter((n) => n.endsWith('.index')).sort()) {
    const name = indexName.slice(0, -'.index'.length);
    const dataName = [`${name}.dict.dz`, `${name}.dict`].find((n) => names.includes(n));
    if (!dataName) continue;
    const indexPath = join(directory, indexName);
    const dataPath = join(directory, dataName);
    try {
      const [a, b] = await Promise.all([stat(indexPath), stat(dataPath)]);
      const fingerprint = `${indexName}:${a.size}:${a.mtimeMs}|${dataName}:${b.size}:${b.mtimeMs}`;
      found.push({ name, indexPath, dataPath, fingerprint });
    } catch {
      // Vanished while listing.
    }
  }
  return found;
}

/** Paragraphs of an entry with each paragraph's lines joined (dictd wraps lines at ~70 columns). */
function tidy(entry: string): string {
  return entry
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** One document per headword of the dictionary (entries of the same word, any case, are merged). */
export async function dictdDocuments(dictionary: DictdDictionary): Promise<AnalyzedDocument[]> {
  const [index, rawData] = await Promise.all([
    readFile(dictionary.indexPath, 'utf8'),
    readFile(dictionary.dataPath),
  ]);
  const data = dictionary.dataPath.endsWith('.dz') ? gunzipSync(rawData) : rawData;
  const entryAt = (offset: string, length: string): string | undefined => {
    const start = decodeDictdNumber(offset);
    const size = decodeDictdNumber(length);
    if (!Number.isFinite(start) || !Number.isFinite(size) || start + size > data.length) return undefined;
    return data.subarray(start, start + size).toString('utf8');
  };
  let title = dictionary.name;
  const entries = new Map<string, { headword: string; texts: string[] }>();
  for (const line of index.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (!headword || !offset || !length) continue;
    const text = entryAt(offset, length);
    if (text === undefined) continue;
    if (/^00-?database/i.test(headword)) {
      if (/^00-?database-?short$/i.test(headword))
        title = tidy(text).replace(/^00-?database-?short\s*/i, '') || title;
      continue;
    }
    const key = foldCase(headword);
    const entry = entries.get(key) ?? { headword, texts: [] };
    entry.texts.push(tidy(text));
    entries.set(key, entry);
  }
  const namespace = `dictd-${slugify(dictionary.name, 40)}`;
  const documents: AnalyzedDocument[] = [];
  for (const [key, entry] of entries) {
    const doc = {
      id: headwordId(namespace, key),
      title: entry.headword,
      text: entry.texts.join('\n\n').slice(0, MAX_STORED_TEXT),
      kind: 'dictd' as const,
      sourcePath: title,
    };
    documents.push(analyzeDocument(doc));
    if (documents.length % 5_000 === 0) await yieldToEventLoop();
  }
  return documents;
}
