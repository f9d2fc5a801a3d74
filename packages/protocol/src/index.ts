/** The one contract between server and web: schemas, inferred types and shared constants. */
export * from './limits.js';
export * from './ids.js';
export * from './errors.js';
export * from './auth.js';
export * from './tokens.js';
export * from './chat.js';
export * from './conversations.js';
export * from './research.js';
export * from './account.js';
export * from './shares.js';
export * from './documents.js';
export * from './setup.js';
export * from './api-keys.js';
export * from './titles.js';
export * from './mcp.js';
