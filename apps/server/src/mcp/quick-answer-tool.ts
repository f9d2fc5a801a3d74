import type { QuickEvent, SourceScope, McpAnswerOutput } from '@pardus/protocol';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { QuickService } from '../quick/quick-service.js';
import { citedSources, sourcesText } from './cited-sources.js';
import { collectingWriter, toolError, toolResult } from './tool-results.js';

/**
 * quick_answer: one Quick answer (1 token) through the same service as POST /api/quick; the answer
 * text with the sources its `[n]` markers cite. Refusals (budget, stream cap) are thrown to the caller.
 */
export async function quickAnswer(
  quick: QuickService,
  userId: string,
  args: { question: string; sources?: SourceScope | undefined },
  signal: AbortSignal,
): Promise<CallToolResult> {
  const answer = await quick.reserve({
    userId,
    messages: [{ role: 'user', content: args.question }],
    ...(args.sources ? { sources: args.sources } : {}),
  });
  const writer = collectingWriter<QuickEvent>(signal);
  await answer(writer);
  const failed = writer.events.find((e) => e.type === 'error');
  if (failed?.type === 'error') return toolError(failed.message);
  const text = writer.events.map((e) => (e.type === 'response' ? e.content : '')).join('');
  // Numbered in the order they were sent, as the answer's markers count them.
  const found = writer.events
    .flatMap((e) => (e.type === 'search' ? [{ title: e.title ?? e.url, url: e.url }] : []))
    .map((s, i) => ({ n: i + 1, ...s }));
  const sources = citedSources(text, found);
  const output: McpAnswerOutput = { answer: text, sources };
  return toolResult(`${text}${sourcesText(sources)}`, output);
}
