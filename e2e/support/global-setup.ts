import { BASE_URL_ENV } from './env';
import { buildWebIfNeeded, startServer } from './server';

/** Builds the web app if needed, starts the server, and returns the teardown that stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildWebIfNeeded();
  const server = await startServer();
  process.env[BASE_URL_ENV] = server.baseUrl;
  return server.stop;
}
