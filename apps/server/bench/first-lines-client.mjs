// The Quick benchmark's clients, in a worker thread: a real client runs beside the server, not on its
// event loop, so the server's work after the first answer line (settling the budget, the rest of the
// stream) must not delay the moment the client sees that line. Plain JavaScript: workers get no tsx.
//
// node:http rather than fetch: undici's web streams cost this thread about a millisecond per request
// (half before the request leaves, half after the line arrives), which the figure would count as
// the server's. node:http's parser hands a chunk over within tenths of a millisecond of the server's
// write, so what is left is the server's time and the loopback's.
import { Agent, request } from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new Agent({ keepAlive: true });

/** Milliseconds from sending `POST /api/quick` to reading the first `response` line, per token. */
function firstAnswerLine(port, token, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    const req = request(
      { host: '127.0.0.1', port, path: '/api/quick', method: 'POST', headers, agent },
      (res) => {
        let text = '';
        let first = NaN;
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
          if (Number.isNaN(first) && text.includes('"type":"response"')) first = performance.now() - started;
        });
        res.on('end', () => resolve(first));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

parentPort.on('message', async ({ port, tokens, body }) => {
  parentPort.postMessage(await Promise.all(tokens.map((token) => firstAnswerLine(port, token, body))));
});
