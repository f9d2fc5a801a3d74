// What `npm run build` produces and from what: `npm start` rebuilds a part only when its output is
// missing or older than one of its inputs (test files excluded: they never reach a build).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const at = (...parts) => path.join(ROOT, ...parts);

export const PARTS = {
  server: {
    output: at('apps/server/dist/main.js'),
    inputs: [
      at('apps/server/src'),
      at('packages/protocol/src'),
      at('apps/server/package.json'),
      at('scripts/build.mjs'),
    ],
  },
  web: {
    output: at('apps/web/dist/index.html'),
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/package.json'),
      at('packages/protocol/src'),
    ],
  },
};

/** Newest modification time (ms) under `entry`, skipping tests. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let max = 0;
  for (const name of readdirSync(entry)) max = Math.max(max, newest(path.join(entry, name)));
  return max;
}

/** True when the part's output is missing or older than any of its inputs. */
export function isStale(part) {
  const { output, inputs } = PARTS[part];
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newest(input) > built);
}
