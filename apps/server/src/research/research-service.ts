import type { ResearchEvent } from '@pardus/protocol';
import { TOKEN_COST } from '@pardus/protocol';
import type { Budget } from '../budget/budget.service.js';
import type { NdjsonWriter } from '../http/ndjson.js';
import { runResearch, type ResearchDeps, type ResearchInput } from './run-research.js';

export const DEEP_COST = TOKEN_COST.deep;

export interface DeepResearchDeps extends ResearchDeps {
  budget: Budget;
}

/**
 * One Deep research request after its tokens were reserved: records the run, runs the pipeline
 * into the stream, then settles or refunds. Settles only when a report reached the user; refunds
 * when the run ended with "not enough evidence", failed before any report text, or the user left
 * before any. An unexpected failure becomes a typed `error` event; the budget is never left
 * reserved.
 */
export async function runDeepResearch(
  deps: DeepResearchDeps,
  input: ResearchInput & { requestId: string },
  writer: NdjsonWriter<ResearchEvent>,
): Promise<void> {
  const { signal } = writer;
  let delivered = false;
  const emit = async (event: ResearchEvent) => {
    if (event.type === 'report_chunk') delivered = true;
    await writer.send(event);
  };
  try {
    await deps.store.start({ id: input.runId, userId: input.userId, question: input.question });
    const outcome = await runResearch(deps, input, emit, signal);
    if (outcome.status === 'done' && outcome.delivered)
      await deps.budget.settle(input.userId, input.requestId);
    else await deps.budget.refund(input.userId, input.requestId);
    await finish(deps, input.runId, { status: outcome.status, title: outcome.title, report: outcome.report });
  } catch (error) {
    if (delivered) await deps.budget.settle(input.userId, input.requestId);
    else await deps.budget.refund(input.userId, input.requestId);
    if (signal.aborted) {
      deps.logger.info({ delivered }, 'deep research cancelled by the client');
      await finish(deps, input.runId, { status: 'cancelled' });
      return;
    }
    deps.logger.error({ err: error, delivered }, 'deep research failed');
    await finish(deps, input.runId, { status: 'failed' });
    await writer.send({
      type: 'error',
      code: 'internal',
      message:
        'The research run failed. Please try again; no tokens were charged unless part of the report was delivered.',
    });
  }
}

async function finish(
  deps: DeepResearchDeps,
  runId: string,
  end: Parameters<DeepResearchDeps['store']['finish']>[1],
) {
  await deps.store
    .finish(runId, end)
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'research run end not stored'));
}
