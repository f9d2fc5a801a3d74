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
    expect(sourceDisplay({ url })).toEqual({ name, host });
  });

  it('names a web source by its host even when it has a title', () => {
    expect(sourceDisplay({ url: 'https://www.nasa.gov/lava', title: 'Lava flows' })).toEqual({
      name: 'Nasa',
      host: 'www.nasa.gov',
    });
  });

  it.each([
    ['World Factbook', 'France', 'World Factbook', 'France'],
    ['WordNet', 'lava', 'WordNet', 'lava'],
    ['Library', undefined, 'Library', ''],
    ['  ', 'Ignored blank site', 'Localhost', 'localhost'],
  ])('a library source with site %j and title %j shows %j and %j', (site, title, name, host) => {
    const url = 'http://localhost:8000/library/factbook-fr';
    expect(sourceDisplay({ url, site, ...(title === undefined ? {} : { title }) })).toEqual({ name, host });
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
