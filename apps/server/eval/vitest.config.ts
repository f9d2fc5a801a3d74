import { defineConfig } from 'vitest/config';

/**
 * The eval's own unit tests (`npx vitest run --root apps/server/eval`). The root config's projects do not
 * include this folder, so these tests do not run with the main suite.
 */
export default defineConfig({ test: { include: ['*.test.ts'], environment: 'node' } });
