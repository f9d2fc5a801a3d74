import { RESEARCH_STATUS, type ResearchEvent } from '@pardus/protocol';
import { CitationFilter } from '../../answer/citation-filter.js';
import type { ReportPart } from '../model/research-model.js';
import { PartBuffer } from '../part-buffer.js';
import type { ResearchFailure } from './failures.js';

export interface WrittenReport {
  text: string;
  /** Each part's text as sent (citations already in Sources numbering). */
  parts: { kind: ReportPart['kind']; title: string; text: string; complete: boolean }[];
}

/**
 * Emits the report while its parts are written in parallel: the title, the summary, then each
 * `##` section in order, streaming a part live when it is the one being shown and flushing what
 * a later part already wrote when its turn comes. Every citation goes through the part's
 * CitationFilter: local evidence numbers become Sources numbers and numbers the writer was never
 * given are removed, so every `[n]` sent points at a listed source. A part whose writer fails is
 * kept as far as it got (`fallback` stands in when it wrote nothing) and the failure reported.
 */
export async function writeReport(
  title: string,
  parts: readonly ReportPart[],
  streams: AsyncIterable<string>[],
  io: {
    emit: (event: ResearchEvent) => Promise<void>;
    onFailure: (failure: ResearchFailure) => void;
    fallback: (index: number) => string;
    signal: AbortSignal;
    /** Parts written before a restart: shown as stored, not written again (their stream is empty). */
    stored?: ReadonlyMap<number, string>;
    /** Called with each part written in full (for the run's checkpoints). */
    onPartWritten?: (index: number, text: string) => void;
  },
): Promise<WrittenReport> {
  const buffers = streams.map((stream) => new PartBuffer(stream, io.signal));
  let text = '';
  const send = async (chunk: string) => {
    if (chunk === '') return;
    text += chunk;
    await io.emit({ type: 'report_chunk', content: JSON.stringify({ content: chunk }) });
  };
  let sections = parts.filter((p) => p.kind !== 'summary').length;
  let done = 0;
  /** Progress after a part: a section that wrote nothing is no section of the report, so the count goes down. */
  const sectionDone = async (part: ReportPart, body: string) => {
    if (part.kind === 'summary') return;
    if (body.trim() === '') sections -= 1;
    else {
      done += 1;
      await io.emit({ type: 'section_complete', content: part.title });
    }
    await io.emit({ type: 'status', content: RESEARCH_STATUS.completed(done, sections) });
  };
  const written: WrittenReport['parts'] = [];
  await send(`# ${title}\n\n`);
  for (const [index, part] of parts.entries()) {
    if (io.signal.aborted) break;
    // A heading goes out with its part's first words: a part that writes nothing leaves no empty heading.
    let heading = part.kind === 'summary' ? '' : `\n\n## ${part.title}\n\n`;
    const sendPart = async (chunk: string) => {
      if (chunk === '') return;
      await send(`${heading}${chunk}`);
      heading = '';
    };
    if (part.kind !== 'summary')
      await io.emit({ type: 'status', content: RESEARCH_STATUS.writing(part.title) });
    const kept = io.stored?.get(index);
    if (kept !== undefined) {
      await sendPart(kept);
      written.push({ kind: part.kind, title: part.title, text: kept, complete: true });
      await sectionDone(part, kept);
      continue;
    }
    const filter = new CitationFilter(part.pack.toGlobal.size, part.pack.toGlobal);
    let body = '';
    let complete = true;
    try {
      for await (const chunk of buffers[index]?.read() ?? []) {
        if (io.signal.aborted) break;
        const out = filter.push(chunk);
        body += out;
        await sendPart(out);
      }
    } catch (error) {
      complete = false;
      io.onFailure({
        stage: 'write',
        target: part.title || 'Summary',
        reason: 'invalid_response',
        message: `Writing "${part.title || 'the summary'}" failed${error instanceof Error && error.message ? `: ${error.message}` : ''}.`,
      });
    }
    const rest = filter.flush();
    body += rest;
    await sendPart(rest);
    if (body.trim() === '') {
      const stand = new CitationFilter(part.pack.toGlobal.size, part.pack.toGlobal);
      const replacement = stand.push(io.fallback(index)) + stand.flush();
      body += replacement;
      await sendPart(replacement);
    }
    if (io.signal.aborted) complete = false;
    written.push({ kind: part.kind, title: part.title, text: body, complete });
    if (complete) io.onPartWritten?.(index, body);
    await sectionDone(part, body);
  }
  return { text, parts: written };
}
