// The Quick benchmark's clients, in a worker thread: a real client runs beside the server, not on its
// event loop, so the server's work after the first answer line (settling the budget, the rest of the
// stream) must not delay the moment the client sees that line. Plain JavaScript: workers get no tsx.
import { parentPort } from 'node:worker_threads';

/** Milliseconds from sending `POST /api/quick` to reading the first `response` line, per token. */
async function firstAnswerLine(port, token, body) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/quick`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && text.includes('"type":"response"')) first = performance.now() - started;
  }
  return first;
}

parentPort.on('message', async ({ port, tokens, body }) => {
  parentPort.postMessage(await Promise.all(tokens.map((token) => firstAnswerLine(port, token, body))));
});
