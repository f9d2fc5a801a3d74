import { describe, expect, it } from 'vitest';
import type { ResearchEvent } from '@pardus/protocol';
import type { ReportPart } from '../model/research-model.js';
import type { ResearchFailure } from './failures.js';
import { writeReport } from './write-report.js';

const part = (kind: ReportPart['kind'], title: string, toGlobal: [number, number][]): ReportPart => ({
  kind,
  title,
  focus: title,
  pack: { passages: [], toGlobal: new Map(toGlobal) },
});

async function* slowly(chunks: string[], ms: number, fail = false) {
  for (const chunk of chunks) {
    await new Promise((r) => setTimeout(r, ms));
    yield chunk;
  }
  if (fail) throw new Error('model failed');
}

describe('writeReport', () => {
  it('shows parts in order while they are written in parallel, with citations in Sources numbering', async () => {
    const events: ResearchEvent[] = [];
    const failures: ResearchFailure[] = [];
    const parts = [
      part('summary', '', [[1, 4]]),
      part('section', 'Lava', [
        [1, 2],
        [2, 5],
      ]),
      part('conclusion', 'Conclusion', [[1, 4]]),
    ];
    const started = Date.now();
    const written = await writeReport(
      'Volcanoes',
      parts,
      [slowly(['Intro [1].'], 60), slowly(['Lava [2] flows [1', '][9].'], 20), slowly(['So [1].'], 60)],
      {
        emit: async (e) => void events.push(e),
        onFailure: (f) => failures.push(f),
        fallback: () => 'fallback',
        signal: new AbortController().signal,
      },
    );
    expect(Date.now() - started).toBeLessThan(150);
    expect(written.text).toBe(
      '# Volcanoes\n\nIntro [4].\n\n## Lava\n\nLava [5] flows [2].\n\n## Conclusion\n\nSo [4].',
    );
    const chunks = events.flatMap((e) =>
      e.type === 'report_chunk' ? [(JSON.parse(e.content) as { content: string }).content] : [],
    );
    expect(chunks.join('')).toBe(written.text);
    expect(events.filter((e) => e.type === 'status').map((e) => e.content)).toEqual([
      'Writing: Lava',
      'Completed 1/2',
      'Writing: Conclusion',
      'Completed 2/2',
    ]);
    expect(events.filter((e) => e.type === 'section_complete').map((e) => e.content)).toEqual([
      'Lava',
      'Conclusion',
    ]);
    expect(failures).toEqual([]);
  });

  it('keeps what a failing part wrote, reports it, and stands in for a part that wrote nothing', async () => {
    const failures: ResearchFailure[] = [];
    const parts = [
      part('summary', '', [[1, 1]]),
      part('section', 'Ash', [[1, 1]]),
      part('conclusion', 'Conclusion', [[1, 1]]),
    ];
    const written = await writeReport(
      'T',
      parts,
      [slowly(['Begun [1]. '], 1, true), slowly([], 1, true), slowly(['End.'], 1)],
      {
        emit: async () => undefined,
        onFailure: (f) => failures.push(f),
        fallback: (i) => `Offline text ${i} [1].`,
        signal: new AbortController().signal,
      },
    );
    expect(written.text).toContain('Begun [1].');
    expect(written.text).toContain('## Ash\n\nOffline text 1 [1].');
    expect(failures.map((f) => f.stage)).toEqual(['write', 'write']);
  });
});
