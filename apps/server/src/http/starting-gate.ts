/** A fetch handler as `@hono/node-server` calls it (the app's `fetch`). */
export type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

const json = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The server listens before the app behind it exists: opening the embedded database takes 0.5 s, and
 * its first creation 3 s, which a user starting Pardus (or a load balancer) should not wait for in
 * silence. Until `started` resolves, `/health` answers that the process lives, `/ready` that it is
 * starting, and every other request waits for the app and is then served by it. When starting fails
 * the waiting requests get 503 (the process is exiting).
 */
export function startingGate(started: Promise<FetchHandler>): FetchHandler {
  let app: FetchHandler | undefined;
  let failed = false;
  started.then(
    (handler) => (app = handler),
    () => (failed = true),
  );
  return async (request, env) => {
    if (app) return app(request, env);
    const { pathname } = new URL(request.url);
    if (pathname === '/health') return json({ status: 'ok' }, 200);
    if (pathname === '/ready' || pathname === '/health/ready') return json({ status: 'starting' }, 503);
    if (failed) return json({ error: 'The server could not start' }, 503);
    try {
      return (await started)(request, env);
    } catch {
      return json({ error: 'The server could not start' }, 503);
    }
  };
}
