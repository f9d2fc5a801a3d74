import { z } from 'zod';
import { ERROR_BODY, OPERATIONS, type Operation } from './operations.js';
import { API_KEY_OPERATIONS } from './api-key-operations.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of a protocol schema: inputs as accepted, outputs as sent. */
const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function success(operation: Operation) {
  const { response } = operation;
  switch (response.kind) {
    case 'json':
      return {
        [String(response.status ?? 200)]: {
          description: response.status === 201 ? 'Created' : response.status === 202 ? 'Accepted' : 'OK',
          content: { 'application/json': { schema: toSchema(response.schema, 'output') } },
        },
      };
    case 'ndjson':
      return {
        '200': {
          description: `A stream. ${response.note} The schema is that of one line.`,
          content: { 'application/x-ndjson': { schema: toSchema(response.line, 'output') } },
        },
      };
    case 'file':
      return {
        '200': {
          description: response.note,
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      };
    case 'redirect':
      return { '302': { description: response.note } };
    case 'html':
      return {
        '200': { description: response.note, content: { 'text/html': { schema: { type: 'string' } } } },
      };
  }
}

/** The path parameters (`{id}`, `{n}`…) and the query-string parameters of an operation. */
function parameters(operation: Operation) {
  const list: Record<string, unknown>[] = [];
  for (const [, name] of operation.path.matchAll(/\{(\w+)\}/g))
    list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  if (operation.upload)
    list.push({
      name: 'X-File-Name',
      in: 'header',
      required: true,
      description: "The file's name, percent-encoded (encodeURIComponent).",
      schema: { type: 'string' },
    });
  const shape: Record<string, z.core.$ZodType> = operation.query?._zod.def.shape ?? {};
  for (const [name, schema] of Object.entries(shape))
    list.push({
      name,
      in: 'query',
      required: !z.core.safeParse(schema, undefined).success,
      schema: toSchema(schema, 'input'),
    });
  return list;
}

function describe(operation: Operation) {
  const errors: Record<string, unknown> = {};
  if (operation.query) errors['400'] = errorResponse('Bad query string: see the parameters.');
  if (operation.request) {
    errors['400'] = errorResponse(
      'Bad input: the body does not match the schema (unknown fields are rejected).',
    );
    errors['413'] = errorResponse('Body too large.');
    errors['415'] = errorResponse('Not JSON.');
  }
  if (operation.signedIn)
    errors['401'] = errorResponse('No, invalid, expired or revoked session or API key.');
  if (operation.sessionOnly)
    errors['403'] = errorResponse('Signed in with an API key: this needs a browser session.');
  if ((operation.tag === 'shares' && operation.request) || operation.path.includes('/documents/{id}'))
    errors['404'] = errorResponse('Not found, or not yours.');
  if (operation.upload) {
    errors['400'] = errorResponse(
      'No file name, a name with path separators or control characters, or an empty file.',
    );
    errors['413'] = errorResponse("The file, or the caller's documents with it, would pass a limit.");
    errors['415'] = errorResponse('Not a supported type, or the content does not match the type.');
    errors['429'] = errorResponse('Too many uploads (Retry-After).');
  }
  if (operation.tag === 'answers') {
    errors['403'] = errorResponse('Not enough tokens left today.');
    errors['429'] = errorResponse('Too many answers streaming at once (Retry-After).');
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    operationId: `${operation.method}${operation.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(operation.signedIn
      ? { security: operation.sessionOnly ? [{ bearer: [] }] : [{ bearer: [] }, { apiKey: [] }] }
      : {}),
    ...(parameters(operation).length > 0 ? { parameters: parameters(operation) } : {}),
    ...(operation.upload
      ? {
          requestBody: {
            required: true,
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
        }
      : {}),
    ...(operation.request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(operation.request, 'input') } },
          },
        }
      : {}),
    responses: { ...success(operation), ...errors },
  };
}

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the whole HTTP API, built from the protocol's zod schemas (once). */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of [...OPERATIONS, ...API_KEY_OPERATIONS])
    (paths[operation.path] ??= {})[operation.method] = describe(operation);
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Pardus API',
      version: '1',
      description:
        'Errors are `{ error: { code, message } }` with the status fixed per code. Signed-in operations take `Authorization: Bearer <token>`: the session token from the sign-in exchange, or a personal API key (`pdk_…`, made in Settings → API keys) where the operation lists `apiKey`. A key acts as its user, with the same daily tokens and limits. The MCP server at `/mcp` (Streamable HTTP) takes an API key only.',
    },
    paths,
    components: {
      schemas: { Error: toSchema(ERROR_BODY, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A browser session.' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pdk_…',
          description:
            'A personal API key (`pdk_` and 43 characters), sent as `Authorization: Bearer pdk_…`. It cannot manage keys, delete the account, sign out or share.',
        },
      },
    },
  };
  return cached;
}
