// Runs the UI and e2e suites several times while busy loops hold every core, as on a shared CI
// machine, and reports every test that failed in any round (a test that fails by chance is a test
// that waits on time instead of on what it expects). Slow, so it is not part of `npm test`.
//
//   npm run test:stress            5 rounds
//   npm run test:stress -- 10      10 rounds (or STRESS_ROUNDS=10)
//
// Exits 1 when any test failed in any round (or a round did not finish), 0 otherwise.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = ['test/ui', 'test/e2e'];
/** A round that has not finished by then is stuck: it is stopped and counted as failed. */
const ROUND_DEADLINE_MS = 15 * 60_000;

const rounds = Number(process.argv[2] ?? process.env.STRESS_ROUNDS ?? 5);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`stress: the number of rounds must be a whole number of at least 1, not ${process.argv[2] ?? process.env.STRESS_ROUNDS}`);
  process.exit(2);
}

/**
 * One child per core, each spinning in slices of ~50 ms. Between slices it reads its IPC channel,
 * so it also ends by itself when this runner dies without cleaning up.
 */
const SPIN = `
const spin = () => { const until = Date.now() + 50; while (Date.now() < until); setImmediate(spin); };
process.on('disconnect', () => process.exit(0));
spin();
`;
const busy = [];
function startBusyLoops() {
  for (let i = 0; i < os.availableParallelism(); i++) {
    busy.push(spawn(process.execPath, ['-e', SPIN], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }));
  }
}

/** @type {import('node:child_process').ChildProcess | null} */
let round = null;
/** Stops the vitest run under way, a process group of its own (detached) with its workers. */
function stopRound() {
  if (round?.pid !== undefined && round.exitCode === null) {
    try {
      process.kill(-round.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
function stopEverything() {
  for (const child of busy.splice(0)) child.kill('SIGKILL');
  stopRound();
}
process.on('exit', stopEverything);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopEverything();
    process.exit(1);
  });
}

/** Runs the suites once; resolves with the failed tests' names (empty when all passed). */
function runRound(reportFile, logFile) {
  return new Promise((resolve) => {
    fs.rmSync(reportFile, { force: true });
    const log = fs.openSync(logFile, 'w');
    const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    round = spawn(process.execPath, [vitest, 'run', ...SUITES, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const deadline = setTimeout(stopRound, ROUND_DEADLINE_MS);
    round.on('exit', (code, signal) => {
      clearTimeout(deadline);
      fs.closeSync(log);
      resolve(failuresOf(reportFile, code, signal));
    });
  });
}

/** The failed tests in vitest's JSON report, or why the round itself failed. */
function failuresOf(reportFile, code, signal) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: [`(the round did not finish: vitest exited with ${signal ?? `code ${code}`} and wrote no report)`] };
  }
  const failed = [];
  let passed = 0;
  for (const file of report.testResults) {
    const name = path.relative(ROOT, file.name);
    const tests = file.assertionResults;
    for (const test of tests) {
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed') failed.push(`${name} > ${[...test.ancestorTitles, test.title].join(' > ')}`);
    }
    // A file can fail with no failed test: an error in a hook or on import.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed.push(`${name} (the file failed: ${(file.message || 'see the log').split('\n')[0]})`);
    }
  }
  if (failed.length === 0 && code !== 0) failed.push(`(vitest exited with ${signal ?? `code ${code}`} though no test failed)`);
  return { passed, failed };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-stress-'));
startBusyLoops();
console.log(`stress: ${rounds} round${rounds === 1 ? '' : 's'} of ${SUITES.join(' and ')}, ${busy.length} busy loop${busy.length === 1 ? '' : 's'} on ${os.availableParallelism()} cores; logs in ${workDir}`);

/** Each failing test with the rounds it failed in. */
const failures = new Map();
let anyFailed = false;
for (let number = 1; number <= rounds; number++) {
  const started = Date.now();
  const logFile = path.join(workDir, `round-${number}.log`);
  const { passed, failed } = await runRound(path.join(workDir, `round-${number}.json`), logFile);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`round ${number}/${rounds}: ${passed} passed, ${failed.length} failed, ${seconds} s${failed.length > 0 ? ` (log: ${logFile})` : ''}`);
  for (const name of failed) {
    console.log(`  ✗ ${name}`);
    failures.set(name, [...(failures.get(name) ?? []), number]);
    anyFailed = true;
  }
}
stopEverything();

if (!anyFailed) {
  console.log(`stress: no failures in ${rounds} round${rounds === 1 ? '' : 's'}`);
} else {
  console.log(`stress: ${failures.size} test${failures.size === 1 ? '' : 's'} failed in at least one round:`);
  for (const [name, inRounds] of failures) console.log(`  ${name}: round${inRounds.length === 1 ? '' : 's'} ${inRounds.join(', ')}`);
}
process.exitCode = anyFailed ? 1 : 0;
