import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.js';
import { startPGliteThread } from './db/pglite-thread.js';
import { startingGate } from './http/starting-gate.js';
import { createLogger, type Logger } from './logger.js';
import type { Started } from './start.js';

/**
 * The only module with side effects: reads config, listens at once, then loads and starts the rest
 * (start.ts) behind a gate that answers health checks meanwhile, and shuts down cleanly.
 */
async function main() {
  const startedAt = performance.now();
  let config: Config;
  const logger = createLogger('info');
  try {
    config = loadConfig();
    logger.level = config.LOG_LEVEL;
  } catch (error) {
    exitOnConfigError(error);
  }
  // The embedded database opens in its own thread from here (0.3 s of CPU, 3 s when it is first
  // created), while this one loads the app's modules; all of it after listening: requests wait
  // behind the gate, /health answers.
  const embedded = config.DATABASE_URL
    ? undefined
    : startPGliteThread(config.DATA_DIR, {
        // Requests then fail with this reason and /ready says 'unavailable'; say why once, here.
        onStopped: (error) =>
          logger.error({ err: error }, 'the embedded database stopped: restart Pardus to open it again'),
      });
  const starting = import('./start.js').then((module) => module.startPardus(config, logger, embedded));
  const server = serve(
    {
      fetch: startingGate(starting.then((started) => started.fetch)),
      hostname: config.HOST,
      port: config.PORT,
    },
    (info) =>
      logger.info({ url: config.publicUrl, host: info.address, port: info.port }, 'Pardus is listening'),
  );
  // Registered before starting finishes: a stop while starting waits for it, then closes it all.
  onShutdown(logger, config.SHUTDOWN_GRACE_MS, async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const started = await starting.catch(() => undefined);
    await (started ? started.close(closed) : closed);
  });
  let started: Started;
  try {
    started = await starting;
  } catch (error) {
    if (error instanceof ConfigError) exitOnConfigError(error);
    logger.error({ err: error }, 'Pardus could not start');
    process.exit(1);
  }
  started.loaded.then(
    () => logger.info({ ms: Math.round(performance.now() - startedAt) }, 'Pardus is ready'),
    (error: unknown) => logger.warn({ err: error }, 'the library could not be loaded'),
  );
}

function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish (`graceMs` at most), close resources. */
function onShutdown(logger: Logger, graceMs: number, close: () => Promise<void>) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
