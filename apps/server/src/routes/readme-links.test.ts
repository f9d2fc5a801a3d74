import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { headingAnchor } from './readme-page.js';

/** README.md and every Markdown file of docs/, as paths inside the repository. */
const DOCS = [
  'README.md',
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The lines of a Markdown text outside fenced code blocks. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** Link targets written `[text](target)`, code spans left out. */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) targets.push(match[1]!);
  }
  return targets;
}

/** The anchors of a Markdown file's headings, numbered on repeats as GitHub (and /readme) does. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('README.md and docs/', () => {
  it('finds the documents it checks', () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/configuration.md']),
    );
  });

  it.each(DOCS)('%s: every relative link resolves inside the repository, anchors included', (file) => {
    const problems: string[] = [];
    for (const target of linkTargets(read(file))) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [linkPath = '', anchor] = target.split('#');
      const resolved = linkPath
        ? path.resolve(REPO_ROOT, path.dirname(file), linkPath)
        : path.join(REPO_ROOT, file);
      const inside = path.relative(REPO_ROOT, resolved);
      if (inside.startsWith('..') || path.isAbsolute(inside))
        problems.push(`${target}: outside the repository`);
      else if (!existsSync(resolved)) problems.push(`${target}: no such file`);
      else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
        if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor))
          problems.push(`${target}: no such heading`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the README short: the pitch, the two commands, the defaults and links', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(200);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\s/m);
  });

  it('numbers repeated headings and reads links outside code only', () => {
    expect([...headingAnchors('# A\n## A\n```\n# not a heading\n```\n## B')]).toEqual(['a', 'a-1', 'b']);
    expect(linkTargets('[x](a.md) `[y](b.md)`\n```\n[z](c.md)\n```\n[w](d.md#e)')).toEqual([
      'a.md',
      'd.md#e',
    ]);
  });
});
