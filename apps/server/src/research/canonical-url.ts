/** Query parameters that only track where a click came from; they never change the page. */
const TRACKING_PARAM = /^(?:utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|yclid|_ga|ref_src)$/i;

/**
 * The form of a URL used to tell whether two search results are the same page: lower-case host,
 * no fragment, no tracking parameters, no default port, no trailing slash on a path. Returns the
 * input trimmed when it does not parse (it is then compared as written).
 */
export function canonicalUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}
