import * as z from 'zod/mini';
import {
  researchEventSchema,
  withTitle,
  type CitedPassage,
  type ResearchEvent,
  type Source,
} from '@pardus/protocol';
import type { StreamLine } from '@/lib/ndjson';
import type { Message, ResearchFailure } from '../types';
import { toSource, withCitedPassages } from './sources';

/** Progress of a deep-research stream: the message plus what is not shown until the report starts. */
export interface ResearchState {
  message: Message;
  title: string | null;
  report: string;
  /**
   * Evidence sources by number: source n sits at index n - 1. `message.sources` is the run without
   * gaps from source 1, so `[n]` in the report always cites source n even if numbers arrive late.
   */
  sourceSlots: readonly (Source | undefined)[];
  finished: boolean;
}

/** Highest source number kept; citation markers `[n]` have at most three digits. */
export const MAX_SOURCE_NUMBER = 999;

/** The state before the first line, for `message` (a progress message). */
export function startResearch(message: Message): ResearchState {
  return { message, title: null, report: '', sourceSlots: message.sources ?? [], finished: false };
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

function showReport(state: ResearchState, report: string, finished: boolean): ResearchState {
  const { notice: _notice, ...shown } = state.message;
  const message = { ...shown, isProgress: false, content: withTitle(state.title, report) };
  return { ...state, report, message, finished };
}

/** A status line: added to the progress log; it ends the wait a notice told of. */
function appendProgress(state: ResearchState, text: string): ResearchState {
  if (!state.message.isProgress) return state;
  const { notice: _notice, ...message } = state.message;
  const content = message.content === '' ? text : `${message.content}\n${text}`;
  return { ...state, message: { ...message, content } };
}

function addSource(state: ResearchState, event: Extract<ResearchEvent, { type: 'source' }>): ResearchState {
  const index = event.n - 1;
  // A number seen before is a repeat (e.g. a resumed stream): the first one stays.
  if (index >= MAX_SOURCE_NUMBER || state.sourceSlots[index]) return state;
  const sourceSlots = Array.from({ length: Math.max(state.sourceSlots.length, index + 1) }, (_, i) =>
    i === index ? toSource(event) : state.sourceSlots[i],
  );
  const sources: Source[] = [];
  for (const source of sourceSlots) {
    if (!source) break;
    sources.push(source);
  }
  const unchanged = sources.length === (state.message.sources?.length ?? 0);
  return { ...state, sourceSlots, message: unchanged ? state.message : { ...state.message, sources } };
}

/** Each cited source shows the passage the report's citations of it draw on (not its snippet). */
function withPassages(state: ResearchState, cited: readonly CitedPassage[]): ResearchState {
  const sources = state.message.sources;
  return {
    ...state,
    sourceSlots: withCitedPassages(state.sourceSlots, cited),
    message: sources ? { ...state.message, sources: withCitedPassages(sources, cited) } : state.message,
  };
}

function addFailure(state: ResearchState, event: Extract<ResearchEvent, { type: 'failure' }>): ResearchState {
  const { stage, target, reason, status, message } = event;
  const failure: ResearchFailure = {
    stage,
    target,
    reason,
    message,
    ...(status !== undefined ? { status } : {}),
  };
  return { ...state, message: { ...state.message, failures: [...(state.message.failures ?? []), failure] } };
}

/**
 * The run failed: the report so far stays, the server's message is shown below it, and a run
 * without any report text stops being a progress panel (it shows the error as Quick does).
 */
function endWithError(state: ResearchState, error: string): ResearchState {
  const message: Message = state.message.isProgress
    ? {
        ...state.message,
        isProgress: false,
        content: state.report === '' ? '' : withTitle(state.title, state.report),
      }
    : state.message;
  return { ...state, message: { ...message, error }, finished: true };
}

/**
 * Applies one line of the /api/spysearch stream (SPEC §7). While the message is a progress
 * message its content is the running status log that `parseResearchProgress` reads; the first
 * report text turns it into the report. Sources, images and failures are kept on the message
 * throughout, so they survive that switch; `cited` swaps each cited source's snippet for its passage.
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
    case 'source':
      return addSource(state, event);
    case 'images':
      return { ...state, message: { ...state.message, images: event.images } };
    case 'failure':
      return addFailure(state, event);
    case 'citations':
      return { ...state, message: { ...state.message, unverifiedCitations: event.unverified } };
    case 'cited':
      return withPassages(state, event.sources);
    case 'error':
      return endWithError(state, event.message);
    case 'run':
      return state;
    case 'related':
      return { ...state, message: { ...state.message, related: event.questions } };
    case 'notice':
      return state.message.isProgress
        ? { ...state, message: { ...state.message, notice: event.content } }
        : state;
    case 'resumed':
      // The server took the run over after a restart: the report is written again from its last
      // stored stage, so text shown so far is superseded (the progress panel comes back meanwhile).
      return state.report === ''
        ? state
        : { ...state, report: '', message: { ...state.message, isProgress: true, content: '' } };
  }
}
