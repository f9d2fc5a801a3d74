import { expect, it } from 'vitest';
import type { ResearchEvent } from '@pardus/protocol';
import { EventLog } from './event-log.js';

it('stores report text arriving together as one chunk, in order with the other events', async () => {
  const written: ResearchEvent[] = [];
  const log = new EventLog(async (event) => {
    written.push(event);
  });
  await log.addText('Magma ');
  await log.addText('rises.');
  await log.add({ type: 'status', content: 'Writing: Hazards' });
  await log.addText(' Ash falls.');
  await log.drain();
  expect(written).toEqual([
    { type: 'report_chunk', content: JSON.stringify({ content: 'Magma rises.' }) },
    { type: 'status', content: 'Writing: Hazards' },
    { type: 'report_chunk', content: JSON.stringify({ content: ' Ash falls.' }) },
  ]);
});

it('flushes text by itself after a short wait; a failed write does not stop the ones after it', async () => {
  const written: ResearchEvent[] = [];
  const log = new EventLog(async (event) => {
    if (written.push(event) === 1) throw new Error('lease lost');
  });
  await log.addText('x');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(written).toHaveLength(1);
  await expect(log.add({ type: 'status', content: 'y' })).resolves.toBeUndefined();
  expect(written).toHaveLength(2);
});
