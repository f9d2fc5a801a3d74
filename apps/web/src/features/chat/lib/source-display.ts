import type { Source } from '@pardus/protocol';

/** How a cited source is labelled in the Sources list (SPEC §2 "Sources list", §8). */
export interface SourceDisplay {
  /**
   * Web sources: first label of the host without a leading `www.`, first letter capitalised;
   * 'Source' if invalid. Sources with a `site` (the server's local library): the site.
   */
  name: string;
  /**
   * Web sources: the URL's host, or the raw URL text when it cannot be parsed. Sources with a
   * `site`: their title, or nothing, since their host (the server itself) means nothing to readers.
   */
  host: string;
}

/** Derives the display name and host of a source. */
export function sourceDisplay({ url, site, title }: Pick<Source, 'url' | 'site' | 'title'>): SourceDisplay {
  const siteName = site?.trim();
  if (siteName) return { name: siteName, host: title?.trim() ?? '' };
  return webSourceDisplay(url);
}

function webSourceDisplay(url: string): SourceDisplay {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { name: 'Source', host: url };
  }
  if (host === '') return { name: 'Source', host: url };
  const label = host.replace(/^www\./i, '').split('.')[0] ?? '';
  if (label === '') return { name: 'Source', host };
  return { name: label.charAt(0).toUpperCase() + label.slice(1), host };
}

/** True when `url` may be opened from the page: only http(s) and mailto. */
export function isSafeHref(url: string): boolean {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

/**
 * An http(s) URL for images, resolved against the page (so same-origin paths work), or null.
 * Image URLs come from search results, so nothing else (javascript:, data:) is ever used.
 */
export function httpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, window.location.href);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
