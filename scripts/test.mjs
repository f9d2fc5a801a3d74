#!/usr/bin/env node
// Runs every check and test in the repository, then prints one line: "N passed, N failed".
// Steps: typecheck, lint, Vitest (protocol, server, web), Playwright e2e in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const out = 'test-results';
mkdirSync(out, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) results.passed += 1;
  else {
    results.failed += 1;
    console.error(`✗ ${label} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests…');
    run('apt-get install chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  }
  return existsSync('/usr/bin/chromium');
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);

const vitestFile = `${out}/vitest.json`;
rmSync(vitestFile, { force: true });
const vitestOk = run('unit and HTTP tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (!vitestOk && vitest.numFailedTests === 0) results.failed += 1; // a suite failed to load
} else if (!vitestOk) results.failed += 1;

check('build the web app', 'npm', ['run', '--silent', 'build']);

if (ensureChromium()) {
  const pwFile = `${out}/playwright.json`;
  rmSync(pwFile, { force: true });
  const e2eOk = run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
  });
  const pw = readJson(pwFile);
  if (pw?.stats) {
    results.passed += pw.stats.expected + pw.stats.flaky;
    results.failed += pw.stats.unexpected;
    results.skipped += pw.stats.skipped;
    if (!e2eOk && pw.stats.unexpected === 0) results.failed += 1;
  } else if (!e2eOk) results.failed += 1;
} else {
  console.error('✗ /usr/bin/chromium is missing and could not be installed: e2e tests not run');
  results.failed += 1;
}

console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
