import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A deadline for a test that hangs, not a measure of speed: rendering a whole conversation in
    // jsdom (the markdown renderer loaded on first use) takes 4 s on 2 busy cores, and Vitest's 5 s
    // default then fails tests that are right. Speed is `npm run bench`'s to measure.
    testTimeout: 20_000,
  },
});
