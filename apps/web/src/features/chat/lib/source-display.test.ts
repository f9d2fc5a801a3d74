import { describe, expect, it } from 'vitest';
import { isSafeHref, sourceDisplay } from './source-display';

describe('sourceDisplay', () => {
  it.each([
    ['https://www.wikipedia.org/wiki/Volcano', 'Wikipedia', 'www.wikipedia.org'],
    ['https://en.wikipedia.org/wiki/Volcano', 'En', 'en.wikipedia.org'],
    ['http://nasa.gov', 'Nasa', 'nasa.gov'],
    ['https://WWW.Example.COM/x', 'Example', 'www.example.com'],
    ['https://localhost:8000/library/a.md', 'Localhost', 'localhost'],
    ['not a url', 'Source', 'not a url'],
    ['', 'Source', ''],
    ['mailto:someone@example.com', 'Source', 'mailto:someone@example.com'],
  ])('%j → %s (%s)', (url, name, host) => {
    expect(sourceDisplay(url)).toEqual({ name, host });
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://a.b', true],
    ['http://a.b', true],
    ['mailto:x@y.z', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative', false],
    ['ftp://a.b', false],
  ])('%j → %s', (url, expected) => {
    expect(isSafeHref(url)).toBe(expected);
  });
});
