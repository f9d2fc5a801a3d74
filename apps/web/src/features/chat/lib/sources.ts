import type { Source } from '@pardus/protocol';

/**
 * A Source from a stream event or saved JSON: `url` and `summary`, plus `title` and `site` only
 * when they carry text, so sources without them look (and save) exactly as before.
 */
export function toSource({ url, summary, title, site }: Source): Source {
  return {
    url,
    summary,
    ...(title?.trim() ? { title } : {}),
    ...(site?.trim() ? { site } : {}),
  };
}
