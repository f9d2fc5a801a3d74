import { writeFactbookArchive } from '../../../test/support/factbook-archive.js';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibrarySearchOptions } from './library-search.js';
import { createLibrarySearch } from './library-search.js';

const logger = { info: () => undefined, warn: () => undefined };
const search = { limit: 10, signal: new AbortController().signal };
let root: string;
let options: LibrarySearchOptions;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pardus-library-'));
  options = {
    publicUrl: 'http://localhost:8000/',
    libraryDir: join(root, 'library'),
    dataDir: join(root, 'data'),
    dictdDir: join(root, 'dictd'),
    clipartDir: join(root, 'clipart'),
    wordnet: null,
    factbook: null,
    rescanIntervalMs: 60_000,
    // Starting a thread (with tsx's loader) costs more than these small builds; the worker is
    // tested on its own below.
    buildIn: 'thread',
  };
  await mkdir(join(options.libraryDir, 'science'), { recursive: true });
  await writeFile(
    join(options.libraryDir, 'science', 'lava.md'),
    '# Lava\n\nLava is molten rock that erupts from a volcano.\n',
  );
  await writeFile(join(options.libraryDir, 'ocean.txt'), 'The ocean holds most of the water on Earth.');
  await writeFile(join(options.libraryDir, 'README.md'), '# How to use this folder\n\nLava volcano ocean.\n');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const titles = async (library: ReturnType<typeof createLibrarySearch>, query: string) =>
  (await library.search(query, search)).map((r) => r.title);

describe('library search', () => {
  it('answers with absolute /library/<id> URLs, snippets and full content', async () => {
    const library = createLibrarySearch(options, { logger });
    const [result] = await library.search('volcano', search);
    expect(result).toMatchObject({
      title: 'Lava',
      url: expect.stringMatching(/^http:\/\/localhost:8000\/library\/science-lava-[0-9a-f]{8}$/) as string,
      snippet: expect.stringContaining('erupts from a volcano') as string,
      content: '# Lava\n\nLava is molten rock that erupts from a volcano.',
    });
    const id = result!.url.split('/').pop()!;
    await expect(library.getDocument(id)).resolves.toMatchObject({
      title: 'Lava',
      kind: 'markdown',
      sourcePath: 'science/lava.md',
    });
    await expect(library.getDocument('nope')).resolves.toBeUndefined();
  });

  it('tells the words of a question that no document holds, as typed, runs of them together', async () => {
    const library = createLibrarySearch(options, { logger });
    const signal = new AbortController().signal;
    // "erupts" and "erupting" share a stem; "whats" is typed for "what's"; short words are not checked.
    await expect(library.unknownWords('whats erupting from the lava of kilauea', signal)).resolves.toEqual([
      'kilauea',
    ]);
    await expect(library.unknownWords("how hot is justin bieber's lava", signal)).resolves.toEqual([
      'justin bieber',
    ]);
    await expect(library.unknownWords('Why is the ocean salty?', signal)).resolves.toEqual(['salty']);
    await library.close();
  });

  it('uses the file name as title for plain text and does not index the root README', async () => {
    const library = createLibrarySearch(options, { logger });
    expect(await titles(library, 'ocean')).toEqual(['Ocean']);
  });

  it('rebuilds incrementally: new, changed and deleted files, without re-reading unchanged ones', async () => {
    const library = createLibrarySearch(options, { logger });
    await library.ready();
    await writeFile(
      join(options.libraryDir, 'science', 'ash.html'),
      '<title>Volcanic ash</title><p>Ash is made of tiny rock shards.</p>',
    );
    let report = await library.refresh();
    expect(report).toMatchObject({ filesRead: 1, filesReused: 2 });
    expect(await titles(library, 'shards')).toEqual(['Volcanic ash']);

    await writeFile(join(options.libraryDir, 'ocean.txt'), 'The sea is salty; tides follow the moon.');
    await utimes(join(options.libraryDir, 'ocean.txt'), new Date(), new Date(Date.now() + 5_000));
    report = await library.refresh();
    expect(report).toMatchObject({ filesRead: 1, filesReused: 2 });
    expect(await titles(library, 'tides')).toEqual(['Ocean']);
    expect(await titles(library, 'water')).toEqual([]);

    await rm(join(options.libraryDir, 'science', 'lava.md'));
    report = await library.refresh();
    expect(report).toMatchObject({ filesRead: 0, filesReused: 2 });
    expect(await titles(library, 'lava')).toEqual([]);
  });

  it('persists the index: a new instance re-reads no unchanged file', async () => {
    await createLibrarySearch(options, { logger }).ready();
    const second = createLibrarySearch(options, { logger });
    const report = await second.refresh();
    expect(report).toMatchObject({ filesRead: 0, filesReused: 2 });
    expect(await titles(second, 'volcano')).toEqual(['Lava']);
  });

  it('survives a corrupt persisted index by rebuilding it', async () => {
    await createLibrarySearch(options, { logger }).ready();
    await writeFile(join(options.dataDir, 'library-index', 'library-files.cache'), 'garbage');
    const library = createLibrarySearch(options, { logger });
    expect(await titles(library, 'volcano')).toEqual(['Lava']);
    expect((await library.refresh()).filesRead).toBe(0);
  });

  it('indexes dictd dictionaries when present, and drops them when removed', async () => {
    await mkdir(options.dictdDir);
    const body = 'caldera\n   A basin formed when a volcano collapses.\n';
    await writeFile(
      join(options.dictdDir, 'geo.index'),
      `caldera\tA\t${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[body.length]}\n`,
    );
    await writeFile(join(options.dictdDir, 'geo.dict.dz'), gzipSync(Buffer.from(body)));
    const library = createLibrarySearch(options, { logger });
    expect(await titles(library, 'basin')).toEqual(['caldera']);
    await rm(options.dictdDir, { recursive: true });
    const report = await library.refresh();
    expect(report.documents).toBe(2);
    expect(await titles(library, 'basin')).toEqual([]);
  });

  it('names where each result comes from: the library, the dictionary, the World Factbook', async () => {
    await mkdir(options.dictdDir);
    const entry = 'magma\n   Molten rock beneath a volcano.\n';
    const name = '00-database-short\n   Geology Words\n';
    const digit = (n: number) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[n]!;
    await writeFile(
      join(options.dictdDir, 'geo.index'),
      `00-database-short\t${digit(entry.length)}\t${digit(name.length)}\nmagma\tA\t${digit(entry.length)}\n`,
    );
    await writeFile(join(options.dictdDir, 'geo.dict'), entry + name);
    const iceland = {
      Environment: { 'Natural hazards': { text: 'volcanic activity' } },
      Government: { 'Country name': { 'conventional short form': { text: 'Iceland' } } },
    };
    const archive = await writeFactbookArchive(join(root, 'factbook.tar.gz'), { 'europe/ic.json': iceland });
    const library = createLibrarySearch(
      { ...options, factbook: { archive, version: 'factbook@test' } },
      { logger },
    );
    const sites = (await library.search('volcano volcanic', search)).map((r) => [r.title, r.site]);
    expect(sites).toEqual(
      expect.arrayContaining([
        ['Lava', 'Library'],
        ['magma', 'Geology Words'],
        ['Iceland — Environment', 'World Factbook'],
      ]),
    );
  });

  it('stores the Factbook and its flags, and a new instance loads them instead of reading the profiles', async () => {
    const factbook = join(root, 'factbook');
    await mkdir(join(factbook, 'flags', '3x2'), { recursive: true });
    const chile = {
      Economy: { 'Economic overview': { text: 'copper exports' } },
      Communications: { 'Internet country code': { text: '.cl' } },
      Government: { 'Country name': { 'conventional short form': { text: 'Chile' } } },
    };
    const archive = await writeFactbookArchive(join(factbook, 'factbook.tar.gz'), {
      'south-america/ci.json': chile,
    });
    await writeFile(join(factbook, 'flags', '3x2', 'CL.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const location = {
      archive,
      version: 'factbook@test',
      flags: { directory: join(factbook, 'flags'), version: 'country-flag-icons@test' },
    };
    const first = createLibrarySearch({ ...options, factbook: location }, { logger });
    await first.ready();
    await rm(archive);
    const info = vi.fn();
    const second = createLibrarySearch({ ...options, factbook: location }, { logger: { ...logger, info } });
    await second.ready();
    expect(info.mock.calls[0]![0]).toMatchObject({ built: [], loaded: ['factbook', 'flags'] });
    expect(await titles(second, 'copper')).toEqual(['Chile — Economy']);
    expect((await second.searchImages('Chile', search))[0]).toMatchObject({
      title: 'Flag of Chile',
      link: 'http://localhost:8000/library/factbook.ci.government',
    });
  });

  it('finds library images by file name and by the text around them, linking to the page', async () => {
    await mkdir(join(options.libraryDir, 'science', 'img'));
    await writeFile(
      join(options.libraryDir, 'science', 'img', 'etna-night.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
    await writeFile(
      join(options.libraryDir, 'science', 'stromboli.md'),
      '# Stromboli\n\n![Lighthouse of the Mediterranean](img/etna-night.png)\n',
    );
    const library = createLibrarySearch(options, { logger });
    const [byName] = await library.searchImages('etna', search);
    expect(byName).toMatchObject({
      title: 'Etna night',
      imageUrl: expect.stringMatching(/^http:\/\/localhost:8000\/library\//) as string,
    });
    const page = (await library.search('stromboli', search))[0]!;
    expect(byName!.link).toBe(page.url);
    expect((await library.searchImages('lighthouse mediterranean', search))[0]?.imageUrl).toBe(
      byName!.imageUrl,
    );
    const image = await library.getDocument(byName!.imageUrl.split('/').pop()!);
    expect(image).toMatchObject({
      kind: 'image',
      filePath: join(options.libraryDir, 'science', 'img', 'etna-night.png'),
    });
  });

  it('finds clipart by path words when a clipart folder exists, and no images otherwise', async () => {
    let library = createLibrarySearch(options, { logger });
    expect(await library.searchImages('eagle', search)).toEqual([]);
    await mkdir(join(options.clipartDir, 'animals', 'birds'), { recursive: true });
    await writeFile(
      join(options.clipartDir, 'animals', 'birds', 'bald_eagle.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    library = createLibrarySearch(options, { logger });
    const [eagle] = await library.searchImages('eagle', search);
    expect(eagle).toMatchObject({ title: 'Bald eagle', link: eagle!.imageUrl });
    expect(await library.searchImages('birds', search)).toHaveLength(1);
  });

  it('logs a build once, and a rescan that found no change not at all', async () => {
    const info = vi.fn();
    const library = createLibrarySearch(options, { logger: { info, warn: () => undefined } });
    await library.ready();
    expect((await library.refresh()).filesRead).toBe(0);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toBe('library index ready');
  });

  it('skips files over 5 MB with one warning, however often it rescans', async () => {
    const warn = vi.fn();
    await writeFile(join(options.libraryDir, 'huge.txt'), 'volcano '.repeat(700_000));
    const library = createLibrarySearch(options, { logger: { info: () => undefined, warn } });
    await library.ready();
    await writeFile(join(options.libraryDir, 'other.txt'), 'a change that forces a rescan');
    await library.refresh();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ file: 'huge.txt' });
    expect(await titles(library, 'volcano')).toEqual(['Lava']);
  });

  it('rejects a search whose signal is already aborted', async () => {
    const library = createLibrarySearch(options, { logger });
    const controller = new AbortController();
    controller.abort();
    await expect(library.search('lava', { limit: 5, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('rescans the folder on search once the view is older than the interval', async () => {
    const library = createLibrarySearch({ ...options, rescanIntervalMs: 0 }, { logger });
    await library.ready();
    await writeFile(join(options.libraryDir, 'new.md'), '# Geyser\n\nA geyser spouts hot water.\n');
    await library.search('geyser', search); // notices staleness and rescans in the background
    await expect.poll(() => titles(library, 'geyser'), { timeout: 10_000 }).toEqual(['Geyser']);
  });
});

describe('library search with its index built in a worker thread', () => {
  const factbookFixture = async () => {
    const chile = {
      Economy: { 'Economic overview': { text: 'copper exports' } },
      Government: { 'Country name': { 'conventional short form': { text: 'Chile' } } },
    };
    const archive = await writeFactbookArchive(join(root, 'factbook.tar.gz'), {
      'south-america/ci.json': chile,
    });
    return { archive, version: 'factbook@test' };
  };

  it('builds, persists and answers; a rescan sends only what changed; logs come through', async () => {
    const info = vi.fn();
    const factbook = await factbookFixture();
    const library = createLibrarySearch(
      { ...options, factbook, buildIn: 'worker' },
      { logger: { info, warn: () => undefined } },
    );
    try {
      expect(library.isReady()).toBe(false);
      await library.ready();
      expect(library.isReady()).toBe(true);
      expect(info.mock.calls[0]![0]).toMatchObject({ built: ['factbook'], documents: 4 });
      expect(await titles(library, 'copper')).toEqual(['Chile — Economy']);
      expect(await library.getDocument('factbook.ci.economy')).toMatchObject({ title: 'Chile — Economy' });
      await writeFile(join(options.libraryDir, 'geyser.md'), '# Geyser\n\nA geyser spouts hot water.\n');
      expect(await library.refresh()).toMatchObject({ filesRead: 1, built: [], loaded: [] });
      expect(await titles(library, 'geyser')).toEqual(['Geyser']);
      expect(await titles(library, 'copper')).toEqual(['Chile — Economy']);
    } finally {
      await library.close();
    }
  });

  it('rebuilds a stored part whose file was damaged, and a new worker after one was stopped', async () => {
    const factbook = await factbookFixture();
    const first = createLibrarySearch({ ...options, factbook, buildIn: 'worker' }, { logger });
    await first.ready();
    await first.close();
    const file = join(options.dataDir, 'library-index', 'factbook.segment');
    const bytes = await readFile(file);
    bytes[bytes.length - 30]! ^= 0xff;
    await writeFile(file, bytes);
    const info = vi.fn();
    const second = createLibrarySearch(
      { ...options, factbook, buildIn: 'worker' },
      { logger: { info, warn: () => undefined } },
    );
    try {
      await second.ready();
      expect(info.mock.calls[0]![0]).toMatchObject({ built: ['factbook'], loaded: [] });
      await second.close();
      expect(await second.refresh()).toMatchObject({ filesRead: 0 });
      expect(await titles(second, 'copper')).toEqual(['Chile — Economy']);
    } finally {
      await second.close();
    }
  });
});
