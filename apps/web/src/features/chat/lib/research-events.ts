import { z } from 'zod';
import { researchEventSchema } from '@pardus/protocol';
import type { StreamLine } from '@/lib/ndjson';
import type { Message } from '../types';

/** Progress of a deep-research stream: the message plus what is not shown until the report starts. */
export interface ResearchState {
  message: Message;
  title: string | null;
  report: string;
  finished: boolean;
}

/** A plain-text line this long is the report itself (SPEC §7 "any other long content ends it"). */
export const LONG_TEXT_CHARS = 200;

const chunkSchema = z.object({ content: z.string() });

/** `report_chunk` content is JSON text `{content}`; anything else is taken literally. */
function chunkText(raw: string): string {
  try {
    const parsed = chunkSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.content : raw;
  } catch {
    return raw;
  }
}

/** Adds the report title as a heading unless the report already starts with one. */
export function withTitle(title: string | null, report: string): string {
  if (!title || /^\s*#/.test(report)) return report;
  return `# ${title}\n\n${report}`;
}

function showReport(state: ResearchState, report: string, finished: boolean): ResearchState {
  const message = { ...state.message, isProgress: false, content: withTitle(state.title, report) };
  return { ...state, report, message, finished };
}

function appendProgress(state: ResearchState, text: string): ResearchState {
  if (!state.message.isProgress) return state;
  const content = state.message.content === '' ? text : `${state.message.content}\n${text}`;
  return { ...state, message: { ...state.message, content } };
}

/**
 * Applies one line of the /api/spysearch stream (SPEC §7). While the message is a progress
 * message its content is the running status log that `parseResearchProgress` reads; the first
 * report text turns it into the report.
 */
export function applyResearchLine(state: ResearchState, line: StreamLine): ResearchState {
  if (line.kind === 'done') return { ...state, finished: true };
  if (line.kind === 'text') {
    if (line.text.length >= LONG_TEXT_CHARS) return showReport(state, line.text, true);
    return appendProgress(state, line.text);
  }
  const parsed = researchEventSchema.safeParse(line.value);
  if (!parsed.success) return state;
  const event = parsed.data;
  switch (event.type) {
    case 'title':
      return { ...state, title: event.content };
    case 'status':
      return appendProgress(state, event.content);
    case 'queries':
    case 'section_complete':
      return state;
    case 'report_chunk':
      return showReport(state, state.report + chunkText(event.content), false);
    case 'final_report':
      return showReport(state, event.content, false);
  }
}
