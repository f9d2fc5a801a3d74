import { expect, it } from 'vitest';
import { RunEvents } from './run-events.js';

const never = new AbortController().signal;

it('a notification that arrives between arming and waiting is not lost', async () => {
  const events = new RunEvents();
  const armed = events.arm('r1');
  events.notify('r1');
  // Lost, this would wait the full minute and the test would time out.
  await armed.wait(60_000, never);
});

it('wakes a waiting view on notify, and only for its run', async () => {
  const events = new RunEvents();
  let woke = false;
  const armed = events.arm('r1');
  const waiting = armed.wait(60_000, never).then(() => (woke = true));
  events.notify('r2');
  await Promise.resolve();
  expect(woke).toBe(false);
  events.notify('r1');
  await waiting;
  expect(woke).toBe(true);
});

it('ends the wait when the view goes away', async () => {
  const events = new RunEvents();
  const controller = new AbortController();
  const waiting = events.arm('r1').wait(60_000, controller.signal);
  controller.abort();
  await waiting;
});
