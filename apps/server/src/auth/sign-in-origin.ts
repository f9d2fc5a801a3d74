/** Names that always mean this machine itself (RFC 6761 for `localhost`, 127.0.0.0/8, `::1`). */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * Where a sign-in that reached `requestUrl` has to start instead: the same path and query on the
 * public URL's origin, or null when it can start where it is.
 *
 * Why: the sign-in is bound to its browser by a cookie, and browsers keep cookies per host name.
 * The provider sends the browser back to the public URL, so a sign-in started under 127.0.0.1
 * while the public URL says localhost (a development server answers to both) would come back
 * without its cookie and fail. Only loopback names are moved: behind a proxy the Host header may
 * name an internal address while the browser is on the public origin already. Only the same port
 * is moved: a server on another port is not the one the public URL names.
 */
export function signInOrigin(requestUrl: string, publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  const here = new URL(requestUrl);
  const home = new URL(publicUrl);
  if (here.hostname === home.hostname) return null;
  if (!isLoopbackHost(here.hostname) || !isLoopbackHost(home.hostname)) return null;
  // Another port is another server (a test's, a second instance's): the public URL is not this one's.
  if (here.port !== home.port) return null;
  return new URL(`${here.pathname}${here.search}`, home.origin).href;
}
