import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  mcpAnswerOutputSchema,
  mcpDocumentListOutputSchema,
  mcpDocumentSearchInputSchema,
  mcpNoInputSchema,
  mcpQuestionInputSchema,
  mcpReportOutputSchema,
  mcpSearchInputSchema,
  mcpSearchOutputSchema,
  TOKEN_COST,
} from '@pardus/protocol';
import type { Logger } from '../logger.js';
import type { QuickService } from '../quick/quick-service.js';
import { deepResearch, type DeepToolDeps } from './deep-research-tool.js';
import { quickAnswer } from './quick-answer-tool.js';
import { listMyDocuments, searchMyDocuments, searchTool, type SearchToolDeps } from './search-tools.js';
import { refusalResult } from './tool-results.js';

export interface PardusToolDeps extends DeepToolDeps, SearchToolDeps {
  quick: QuickService;
  logger: Logger;
  now?: () => Date;
}

/** Whose session this is: every tool acts as the key's user. */
export interface McpOwner {
  userId: string;
  keyId: string;
}

const SOURCES_NOTE =
  "`sources` picks what is searched: 'web' (default: the configured search provider or library), 'documents' (only your uploaded documents) or 'both'.";

/**
 * The MCP server of one session: Pardus's tools acting as the API key's user, on the same services,
 * budget and limits as the web app. A refusal or failure is a tool error (isError), never a
 * protocol error, so an agent can read and relay it.
 */
export function createPardusMcp(deps: PardusToolDeps, owner: McpOwner, sessionClosing: () => boolean) {
  const server = new McpServer({ name: 'pardus', version: '1.0.0' });
  const { userId } = owner;
  const guarded = async (tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await run();
    } catch (error) {
      deps.logger.warn({ err: error, tool, keyId: owner.keyId }, 'mcp tool refused or failed');
      return refusalResult(error, deps.now?.() ?? new Date());
    }
  };

  server.registerTool(
    'quick_answer',
    {
      title: 'Quick answer',
      description: `Answers a question in a few sentences from a quick search, citing its sources as [n] with their titles and URLs. Costs ${TOKEN_COST.quick} of your daily tokens (refunded when no answer is written). ${SOURCES_NOTE}`,
      inputSchema: mcpQuestionInputSchema,
      outputSchema: mcpAnswerOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) => guarded('quick_answer', () => quickAnswer(deps.quick, userId, args, extra.signal)),
  );

  server.registerTool(
    'deep_research',
    {
      title: 'Deep research',
      description: `Researches a question in depth: plans searches, reads the sources and writes a multi-section report in Markdown citing them as [n], saved as a conversation in Pardus. Takes from seconds to a few minutes; sends a progress notification per stage (ask for them with a progress token) and may be cancelled. Costs ${TOKEN_COST.deep} of your daily tokens (refunded when cancelled before any report text is written, or when nothing is found). ${SOURCES_NOTE}`,
      inputSchema: mcpQuestionInputSchema,
      outputSchema: mcpReportOutputSchema,
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    (args, extra) =>
      guarded('deep_research', () => {
        const token = extra._meta?.progressToken;
        const progress = async (percent: number, message: string) => {
          if (token === undefined) return;
          await extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress: percent, total: 100, message },
          });
        };
        return deepResearch(deps, { userId, signal: extra.signal, progress, sessionClosing }, args);
      }),
  );

  server.registerTool(
    'search',
    {
      title: 'Search',
      description: `Searches and returns ranked results (title, URL, snippet), without writing an answer. Free of tokens. ${SOURCES_NOTE}`,
      inputSchema: mcpSearchInputSchema,
      outputSchema: mcpSearchOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args, extra) => guarded('search', () => searchTool(deps, userId, args, extra.signal)),
  );

  server.registerTool(
    'search_my_documents',
    {
      title: 'Search my documents',
      description:
        'Searches only the documents you uploaded to Pardus and returns the best passages (document name, link, text). Free of tokens. Nobody else can search your documents.',
      inputSchema: mcpDocumentSearchInputSchema,
      outputSchema: mcpSearchOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args, extra) =>
      guarded('search_my_documents', () => searchMyDocuments(deps, userId, args, extra.signal)),
  );

  server.registerTool(
    'list_my_documents',
    {
      title: 'List my documents',
      description:
        'Lists the documents you uploaded to Pardus, newest first, with their state (queued, reading, indexed or failed). Free of tokens.',
      inputSchema: mcpNoInputSchema,
      outputSchema: mcpDocumentListOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => guarded('list_my_documents', () => listMyDocuments(deps, userId)),
  );

  return server;
}
