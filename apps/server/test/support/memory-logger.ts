import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/logger.js';

/** A trace-level logger writing into memory: every line any level would print. */
export function memoryLogger(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('trace', sink), text: () => lines.join('') };
}
