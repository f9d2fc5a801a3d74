import { expect, it } from 'vitest';
import type { ResearchEvent } from '@pardus/protocol';
import { EventLog } from './event-log.js';

it('stores report text arriving together as one chunk, in order with the other events', async () => {
  const written: ResearchEvent[] = [];
  const log = new EventLog(async (event) => {
    written.push(event);
  });
  const a = log.addText('Magma ');
  const b = log.addText('rises.');
  expect(a).toBe(b);
  const status = log.add({ type: 'status', content: 'Writing: Hazards' });
  void log.addText(' Ash falls.');
  await Promise.all([a, status]);
  await log.drain();
  expect(written).toEqual([
    { type: 'report_chunk', content: JSON.stringify({ content: 'Magma rises.' }) },
    { type: 'status', content: 'Writing: Hazards' },
    { type: 'report_chunk', content: JSON.stringify({ content: ' Ash falls.' }) },
  ]);
});

it('flushes text by itself after a short wait, and reports a failed write to its callers only', async () => {
  let calls = 0;
  const log = new EventLog(async () => {
    calls += 1;
    if (calls === 1) throw new Error('lease lost');
  });
  await expect(log.addText('x')).rejects.toThrow('lease lost');
  await expect(log.add({ type: 'status', content: 'y' })).resolves.toBeUndefined();
});
