import type { AnalyzedDocument, LibraryDocument } from './library-types.js';
import { TITLE_WEIGHT } from './library-types.js';
import { termFrequencies } from '../../text/analyzer.js';

/** Computes a document's index terms (title words weighted by TITLE_WEIGHT). */
export function analyzeDocument(doc: LibraryDocument, extraText = ''): AnalyzedDocument {
  const body = extraText ? `${doc.text}\n${extraText}` : doc.text;
  const { freqs, length } = termFrequencies(doc.title, body, TITLE_WEIGHT);
  return { doc, terms: [...freqs.keys()], freqs: [...freqs.values()], length };
}
