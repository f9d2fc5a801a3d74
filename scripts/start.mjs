#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the compiled server in this process
// (plain Node, no TypeScript tooling at run time).
import { pathToFileURL } from 'node:url';
import { isStale, PARTS } from './build-state.mjs';

if (isStale('server') || isStale('web')) {
  const { buildServer, buildWeb } = await import('./build.mjs');
  if (isStale('server')) await buildServer();
  if (isStale('web')) buildWeb();
}
await import(pathToFileURL(PARTS.server.output).href);
