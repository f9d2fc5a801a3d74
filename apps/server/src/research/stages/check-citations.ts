import type { CitedPassage, UnverifiedCitation } from '@pardus/protocol';
import { checkCitations } from '../../answer/citation-check.js';
import { citedPassages } from '../../answer/cited-passages.js';
import type { Evidence } from '../evidence/select-evidence.js';
import type { Logger } from '../../logger.js';
import type { ReportPart } from '../model/research-model.js';
import type { WrittenReport } from './write-report.js';

/**
 * What each source said to the writer of `part`: the report's source number → its source title, headings
 * and the text of the passages of that source in the part's pack (only what the writer was given).
 */
export function packTexts(part: ReportPart): Map<number, string> {
  const texts = new Map<number, string[]>();
  for (const { passage } of part.pack.passages) {
    const pieces = texts.get(passage.source) ?? [passage.sourceTitle ?? ''];
    pieces.push(passage.heading, passage.text);
    texts.set(passage.source, pieces);
  }
  return new Map([...texts].map(([n, pieces]) => [n, pieces.filter(Boolean).join('\n')]));
}

/**
 * The report's citations that the passages handed to their part's writer do not support (see
 * checkCitations), in report order. Logs only their count: logs hold no report text. A failing check
 * costs the marks, never the report.
 */
export function reportCitations(
  parts: readonly ReportPart[],
  written: WrittenReport['parts'],
  logger: Logger,
): UnverifiedCitation[] {
  try {
    const unverified = written.flatMap((w, i) => {
      const part = parts[i];
      return part ? checkCitations(w.text, packTexts(part)) : [];
    });
    logger.info({ unverified: unverified.length }, 'research citations checked');
    return unverified;
  } catch (error) {
    logger.warn({ err: error }, 'citation check failed');
    return [];
  }
}

/**
 * For each source the report cites, the passage of its kept evidence that the first sentence citing it
 * draws on (see citedPassages): the `source` events carry only a search snippet, and a reader checking a
 * claim needs the words it rests on. A failing lookup costs the passages, never the report.
 */
export function reportPassages(report: string, evidence: Evidence, logger: Logger): CitedPassage[] {
  try {
    const sources = evidence.sources.map((source) => ({
      n: source.n,
      url: source.url,
      title: source.title,
      text: evidence.passages
        .filter((passage) => passage.source === source.n)
        .map((passage) => passage.text)
        .join('\n\n'),
    }));
    return citedPassages(report, sources);
  } catch (error) {
    logger.warn({ err: error }, 'cited passages not found');
    return [];
  }
}
