import { describe, expect, it } from 'vitest';
import { extractArticle, plainTextArticle } from './extract-article.js';

const url = new URL('https://wildlife.example/snow-leopard');
const paragraph = (topic: string) =>
  `<p>${topic} is described here at length, so that the paragraph reads like real prose with enough words for Readability to score it as article content rather than page furniture or boilerplate.</p>`;

describe('extractArticle', () => {
  it('keeps the article and drops navigation, footer and scripts', () => {
    const html = `<!doctype html><html><head><title>Snow leopards | Wildlife</title>
      <meta property="og:site_name" content="Wildlife Weekly"><script>var t = "SCRIPTTEXT";</script></head>
      <body><nav><a href="/">Home</a> NAVTEXT</nav><article><h1>Snow leopards</h1>${paragraph('The snow leopard')}
      <h2>Habitat</h2>${paragraph('Its habitat')}${paragraph('Its prey')}</article><footer>FOOTERTEXT</footer></body></html>`;
    const article = extractArticle(html, url);
    expect(article.title).toBe('Snow leopards | Wildlife');
    expect(article.siteName).toBe('Wildlife Weekly');
    expect(article.excerpt).toMatch(/^The snow leopard is described/);
    expect(article.markdown).toContain('## Habitat');
    expect(article.markdown).toContain('Its prey is described here at length');
    for (const noise of ['NAVTEXT', 'FOOTERTEXT', 'SCRIPTTEXT'])
      expect(article.markdown).not.toContain(noise);
  });

  it('falls back to the body without furniture when Readability finds nothing', () => {
    const article = extractArticle('<nav>NAVTEXT</nav><p>Short note.</p><script>SCRIPTTEXT</script>', url);
    expect(article.markdown).toContain('Short note.');
    expect(article.markdown).not.toContain('NAVTEXT');
    expect(article.markdown).not.toContain('SCRIPTTEXT');
    expect(article.title).toBe('wildlife.example/snow-leopard');
  });

  it('returns an empty article for an empty page', () => {
    expect(extractArticle('<html><body><script>x()</script></body></html>', url).markdown).toBe('');
  });
});

describe('plainTextArticle', () => {
  it('keeps the text as it is and titles it with the first line', () => {
    expect(plainTextArticle('\n  RFC 9110  \n\nHTTP Semantics *not markdown*\n', url)).toEqual({
      title: 'RFC 9110',
      markdown: 'RFC 9110  \n\nHTTP Semantics *not markdown*',
    });
  });
});
