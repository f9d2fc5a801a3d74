import * as z from 'zod/mini';
import { documentSchema, sourceScopeSchema } from './documents.js';
import { MAX_USER_MESSAGE_CHARS } from './limits.js';

/**
 * Arguments and results of the MCP server's tools (issue 37), at /mcp over Streamable HTTP. The
 * server validates every call against these and publishes them as the tools' JSON schemas.
 */
const question = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MAX_USER_MESSAGE_CHARS))
  .register(z.globalRegistry, { description: 'The question, in plain words.' });
const query = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(1_000))
  .register(z.globalRegistry, { description: 'What to search for.' });
const sources = z.optional(sourceScopeSchema).register(z.globalRegistry, {
  description:
    "What to search: 'web' (the configured search provider or library; the default), 'documents' (your uploaded documents only) or 'both'.",
});

export const mcpQuestionInputSchema = z.strictObject({ question, sources });
export const mcpSearchInputSchema = z.strictObject({ query, sources });
export const mcpDocumentSearchInputSchema = z.strictObject({ query });
export const mcpNoInputSchema = z.strictObject({});

/** A source an answer or report cites, numbered as its `[n]` markers are. */
const citedSource = z.object({ n: z.int(), title: z.string(), url: z.string() });

export const mcpAnswerOutputSchema = z.object({ answer: z.string(), sources: z.array(citedSource) });
export const mcpReportOutputSchema = z.object({
  report: z.string(),
  sources: z.array(citedSource),
  /** The saved conversation the report was written into. */
  conversation_id: z.nullable(z.string()),
});
export const mcpSearchOutputSchema = z.object({
  results: z.array(z.object({ title: z.string(), url: z.string(), snippet: z.string() })),
});
/** The caller's documents as GET /api/documents lists them. */
export const mcpDocumentListOutputSchema = z.object({ documents: z.array(documentSchema) });
export type McpAnswerOutput = z.infer<typeof mcpAnswerOutputSchema>;
export type McpReportOutput = z.infer<typeof mcpReportOutputSchema>;
export type McpSearchOutput = z.infer<typeof mcpSearchOutputSchema>;
export type McpDocumentListOutput = z.infer<typeof mcpDocumentListOutputSchema>;
