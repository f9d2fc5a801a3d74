import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.js';
import { endpoint, httpUrl } from './urls.js';

describe('toPlainText', () => {
  it('drops tags and decodes entities', () => {
    expect(toPlainText('A <strong>volcano</strong> &amp; Earth&#39;s &#x27;crust&#x27;&nbsp;x')).toBe(
      "A volcano & Earth's 'crust' x",
    );
  });
  it('leaves unknown entities alone', () => {
    expect(toPlainText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});

describe('httpUrl', () => {
  it('accepts http(s), upgrades protocol-relative URLs and rejects the rest', () => {
    expect(httpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(httpUrl('//cdn.example/i.png')).toBe('https://cdn.example/i.png');
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl('ftp://x.example/')).toBeUndefined();
    expect(httpUrl('not a url')).toBeUndefined();
    expect(httpUrl(null)).toBeUndefined();
  });
});

describe('endpoint', () => {
  it('keeps a base path and avoids double slashes', () => {
    expect(endpoint('http://h.example/searx/', '/search').href).toBe('http://h.example/searx/search');
  });
});
