/** Where a library document came from; decides how it is shown and served. */
export type LibraryDocKind = 'markdown' | 'html' | 'text' | 'wordnet' | 'dictd' | 'factbook' | 'image';

/** A document of the offline library, as indexed and as served at `/library/<id>`. */
export interface LibraryDocument {
  /** Stable across rebuilds and restarts: derived from the source path or headword only. */
  id: string;
  title: string;
  /** Readable text (capped at MAX_STORED_TEXT characters). For images: the words that describe it. */
  text: string;
  kind: LibraryDocKind;
  /** For display: the path inside its collection, or the name of the dataset ("WordNet 3.1"). */
  sourcePath: string;
  /** Absolute path of the file, for images served as they are. */
  filePath?: string;
  /** For images: id of the library document that shows the image, when one refers to it. */
  pageId?: string;
  /** Shown after the source on the document's page, e.g. a Factbook profile's region. */
  subtitle?: string;
}

/** A document with its weighted term frequencies, ready to go into a segment. */
export interface AnalyzedDocument {
  doc: LibraryDocument;
  terms: string[];
  freqs: number[];
  length: number;
}

/** Longest text kept per document; more is not indexed (keeps memory bounded for huge files). */
export const MAX_STORED_TEXT = 200_000;
/** Longest `content` handed to callers in a search result. */
export const MAX_RESULT_CONTENT = 20_000;
/** Title words count this many times, so a match in the title outweighs one in passing. */
export const TITLE_WEIGHT = 3;
/**
 * Bumped whenever analysis, ids or the stored layout change: every persisted index part keyed with
 * an older version is rebuilt.
 */
export const INDEX_FORMAT_VERSION = 4;

/**
 * Bumped whenever the text read from the library folder's files changes (list items keep their
 * marker since 2): only the folder's segments are rebuilt, not WordNet's or the Factbook's.
 */
export const LIBRARY_TEXT_VERSION = 2;
