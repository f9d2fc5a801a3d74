import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url.js';

describe('canonicalUrl', () => {
  it('treats host case, www, fragments, tracking parameters and trailing slashes as the same page', () => {
    const same = [
      'https://Example.COM/news/story/?utm_source=x&utm_medium=y#comments',
      'https://www.example.com/news/story?fbclid=abc',
      'https://example.com/news/story?gclid=1',
      'https://example.com:443/news/story/',
    ];
    expect(new Set(same.map(canonicalUrl))).toEqual(new Set(['https://example.com/news/story']));
  });

  it('keeps parameters that choose the page, in a stable order', () => {
    expect(canonicalUrl('https://example.com/a?b=2&a=1')).toBe(canonicalUrl('https://example.com/a?a=1&b=2'));
    expect(canonicalUrl('https://example.com/a?id=1')).not.toBe(canonicalUrl('https://example.com/a?id=2'));
  });

  it('keeps distinct schemes and paths apart and tolerates garbage', () => {
    expect(canonicalUrl('http://example.com/a')).not.toBe(canonicalUrl('https://example.com/a'));
    expect(canonicalUrl('  not a url ')).toBe('not a url');
  });
});
