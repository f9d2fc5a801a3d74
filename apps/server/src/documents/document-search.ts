import { sql } from 'kysely';
import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import { bm25Gain, bm25Idf } from '../search/library/index/bm25.js';
import { makeSnippet } from '../search/library/text/snippet.js';
import { analyzeQuery } from '../text/analyzer.js';
import type { WebResult } from '../search/search-provider.js';

/** One passage found for a query, best first. */
export interface DocumentHit {
  documentId: string;
  name: string;
  ordinal: number;
  page: number | null;
  heading: string | null;
  text: string;
  score: number;
}

/** Passages PostgreSQL hands over for re-ranking: enough that BM25, not ts_rank_cd, decides the order. */
const CANDIDATES = 100;
/** Passages the candidate-choosing words may match at most (unless the rarest alone matches more). */
const CANDIDATE_ROWS = 1_000;
/** Most query words looked up; a pasted paragraph keeps its longest (likely rarest) words. */
const MAX_QUERY_LEXEMES = 16;
/** A match in the document's name or a heading counts as much as this many in the body (cf. the library's TITLE_WEIGHT). */
const TITLE_WEIGHT = 3;

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/**
 * Searches one user's indexed documents. Candidates are the owner's passages whose stored vector
 * matches one of the query's rarer words (GIN index, filtered by `user_id` in SQL), the most of the
 * query's rarity first; they are re-ranked with Okapi BM25, whose rarity comes from the owner's own
 * passages (per-word counts kept in `document_terms`) and
 * whose lengths are each passage's word positions. `ts_rank_cd` ranked poorly (DESIGN §9).
 */
export async function searchDocuments(
  db: Db,
  userId: string,
  query: string,
  limit: number,
): Promise<DocumentHit[]> {
  const lexemeRows = await sql<{ lexeme: string }>`
    select distinct u.lexeme from unnest(to_tsvector('english', ${query})) u`.execute(db);
  const lexemes = lexemeRows.rows
    .map((r) => r.lexeme)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_QUERY_LEXEMES);
  if (lexemes.length === 0) return [];

  const [stats, totals] = await Promise.all([
    db
      .selectFrom('document_terms')
      .select(['lexeme', 'passages'])
      .where('user_id', '=', userId)
      .where('lexeme', 'in', lexemes)
      .execute(),
    sql<{ passages: string; terms: string }>`
      select coalesce(sum(passages), 0) as passages, coalesce(sum(term_count), 0) as terms
      from documents where user_id = ${userId} and status = 'indexed'`.execute(db),
  ]);
  const found = stats.filter((s) => s.passages > 0).sort((a, b) => a.passages - b.passages);
  if (found.length === 0) return [];
  const passages = Number(totals.rows[0]?.passages ?? 0) || 1;
  const averageLength = Number(totals.rows[0]?.terms ?? 0) / passages;
  const idf = new Map(found.map((s) => [s.lexeme, bm25Idf(passages, s.passages)]));
  const present = found.map((s) => s.lexeme);
  // The rarest words choose the candidates, until they cover CANDIDATE_ROWS passages: a word in
  // most passages (after stemming, "site", "find") adds little to BM25 and would make PostgreSQL
  // read nearly every passage of the user. It still counts in the scores below.
  const choosing: string[] = [];
  let covered = 0;
  for (const s of found) {
    if (choosing.length > 0 && covered + s.passages > CANDIDATE_ROWS) break;
    choosing.push(s.lexeme);
    covered += s.passages;
  }
  const anyWord = choosing.map(quoteLexeme).join(' | ');

  // Candidates are the passages that hold the most of the query's rarity (BM25 without the
  // counts): ordering by ts_rank_cd let long pages repeating one common word crowd out the short
  // page that held every rare one, and cost more to compute.
  const coverage = sql.join(
    present.map(
      (l) => sql`(case when search @@ ${quoteLexeme(l)}::tsquery then ${idf.get(l) ?? 0}::float8 else 0 end)`,
    ),
    sql` + `,
  );
  // Only the query words' counts leave the database for each candidate (the whole vector was
  // most of the time spent), and only for the CANDIDATES chosen.
  const candidates = await sql<{
    document_id: string;
    doc_name: string;
    ordinal: number;
    page: number | null;
    heading: string | null;
    text: string;
    term_count: number;
    /** [lexeme, positions, positions in the name or heading (weight A)] of each query word present. */
    counts: [string, number, number][];
  }>`
    select c.document_id, c.doc_name, c.ordinal, c.page, c.heading, c.text, c.term_count,
      (select coalesce(json_agg(json_build_array(u.lexeme, coalesce(array_length(u.positions, 1), 1),
          (select count(*) from unnest(u.weights) w where w = 'A'))), '[]'::json)
        from unnest(c.search) u where u.lexeme in (${sql.join(present)})) as counts
    from (
      select document_id, doc_name, ordinal, page, heading, text, term_count, search
      from document_passages
      where user_id = ${userId} and search @@ ${anyWord}::tsquery
        and document_id in (select id from documents where user_id = ${userId} and status = 'indexed')
      order by ${coverage} desc, document_id, ordinal
      limit ${CANDIDATES}
    ) c`.execute(db);

  return candidates.rows
    .map((row): DocumentHit => {
      let score = 0;
      for (const [lexeme, positions, title] of row.counts) {
        const freq = positions - title + TITLE_WEIGHT * title;
        score += bm25Gain(idf.get(lexeme) ?? 0, freq, row.term_count, averageLength);
      }
      return {
        documentId: row.document_id,
        name: row.doc_name,
        ordinal: row.ordinal,
        page: row.page,
        heading: row.heading,
        text: row.text,
        score,
      };
    })
    .sort((a, b) => b.score - a.score || a.ordinal - b.ordinal)
    .slice(0, limit);
}

/** How a citation names a passage: "thesis.pdf, p. 12" or "notes.md, § Methods". */
export function passageTitle(hit: Pick<DocumentHit, 'name' | 'page' | 'heading'>): string {
  if (hit.page !== null) return `${hit.name}, p. ${hit.page}`;
  if (hit.heading) return `${hit.name}, § ${hit.heading}`;
  return hit.name;
}

/** Where a citation of the passage opens: the web app's viewer, at its page or passage. */
export function passageUrl(
  publicUrl: string,
  hit: Pick<DocumentHit, 'documentId' | 'page' | 'ordinal'>,
): string {
  const at = hit.page !== null ? `page=${hit.page}` : `passage=${hit.ordinal}`;
  return `${publicUrl}/documents/${encodeURIComponent(hit.documentId)}?${at}`;
}

/**
 * A passage as a search result: its full text is the content (Deep reads it whole, never fetches
 * it), under its heading as Markdown, so Deep's outline can take the document's own sections.
 */
export function passageResult(publicUrl: string, hit: DocumentHit, query: string): WebResult {
  return {
    url: passageUrl(publicUrl, hit),
    title: passageTitle(hit),
    snippet: makeSnippet(hit.text, analyzeQuery(query)),
    content: hit.heading ? `## ${hit.heading}\n\n${hit.text}` : hit.text,
    site: DOCUMENT_SITE_NAME,
  };
}
