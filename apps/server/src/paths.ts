import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root; defaults are resolved from here so `npm start -w` and `npm start` agree. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
