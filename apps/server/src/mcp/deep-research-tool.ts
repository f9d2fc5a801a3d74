import { randomUUID } from 'node:crypto';
import {
  generateTitle,
  NEW_CONVERSATION_ID,
  parseResearchProgress,
  withTitle,
  type McpReportOutput,
  type SourceScope,
} from '@pardus/protocol';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ConversationService } from '../conversations/conversation.service.js';
import type { Db } from '../db/create-db.js';
import { findRun } from '../research/jobs/job-repository.js';
import type { ResearchJobs } from '../research/jobs/index.js';
import type { ResearchStreamLine } from '../research/jobs/tail-run.js';
import { citedSources, sourcesText } from './cited-sources.js';
import { collectingWriter, toolError, toolResult } from './tool-results.js';

export interface DeepToolDeps {
  db: Db;
  runs: ResearchJobs['runs'];
  conversations: ConversationService;
}

export interface DeepCall {
  userId: string;
  signal: AbortSignal;
  /** Reports a stage to the client (a progress notification), when it asked for them. */
  progress: (percent: number, message: string) => Promise<void>;
  /** True when the call ends because its MCP session closed, not because the client cancelled it. */
  sessionClosing: () => boolean;
}

/**
 * deep_research: a durable Deep run (5 tokens) through the same steps as POST /api/spysearch,
 * written into a new saved conversation. Each stage goes out as a progress notification while it
 * runs. The client's cancel cancels the run, settled as any stopped run (refunded when no report
 * text was written yet); a session that merely closes leaves it running to its end, like a closed
 * tab. Refusals (budget, caps) are thrown to the caller, and leave no conversation behind.
 */
export async function deepResearch(
  deps: DeepToolDeps,
  call: DeepCall,
  args: { question: string; sources?: SourceScope | undefined },
): Promise<CallToolResult> {
  const { userId, signal } = call;
  const saved = await deps.conversations.save(userId, NEW_CONVERSATION_ID, generateTitle(args.question), [
    { role: 'user', content: args.question },
  ]);
  const id = randomUUID();
  let release: () => void;
  try {
    ({ release } = await deps.runs.start({
      id,
      userId,
      conversationId: saved.id,
      question: args.question,
      history: [],
      ...(args.sources ? { sources: args.sources } : {}),
    }));
  } catch (error) {
    await deps.conversations.remove(userId, saved.id);
    throw error;
  }
  let statusText = '';
  let lastTask = '';
  let lastPercent = 0;
  const writer = collectingWriter<ResearchStreamLine>(signal, async (line) => {
    if (line.type !== 'status') return;
    statusText += `${line.content}\n`;
    // The stages as the web's progress panel reads them. MCP progress must grow with every
    // notification, while SPEC §4's first section reads 85 % before the sections' count sets 70–95 %:
    // each step adds at least 1, and halves what is left below 100 once there.
    const { percent, task } = parseResearchProgress(statusText);
    if (task === lastTask) return;
    lastTask = task;
    const next = Math.max(Math.round(percent), lastPercent + 1);
    lastPercent = next < 100 ? next : lastPercent + (100 - lastPercent) / 2;
    await call.progress(lastPercent, task);
  });
  let ended: boolean;
  try {
    ended = await deps.runs.tail(id, 0, writer, signal);
  } finally {
    release();
  }
  if (!ended) {
    if (!call.sessionClosing()) await deps.runs.cancel(userId, id);
    return toolError('Research cancelled.');
  }
  return reportResult(deps.db, userId, id, saved.id, writer.events);
}

/** The finished run as the tool's answer: the report in Markdown with the sources it cites. */
async function reportResult(
  db: Db,
  userId: string,
  runId: string,
  conversationId: string,
  lines: readonly ResearchStreamLine[],
): Promise<CallToolResult> {
  const run = await findRun(db, userId, runId);
  const failed = lines.find((line) => line.type === 'error');
  if (!run?.report)
    return toolError(failed?.type === 'error' ? failed.message : 'The research found nothing to report.');
  const report = withTitle(run.title, run.report);
  const found = lines.flatMap((line) =>
    line.type === 'source' ? [{ n: line.n, title: line.title, url: line.url }] : [],
  );
  const sources = citedSources(report, found);
  const output: McpReportOutput = { report, sources, conversation_id: conversationId };
  return toolResult(`${report}${sourcesText(sources)}`, output);
}
