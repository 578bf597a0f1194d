#!/usr/bin/env node
// Launcher: runs the bundled command line in dist/, which `npm pack` puts in the package and
// `npm install` builds in a checkout.
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// First of all: with no listener of its own, SIGUSR1 makes Node open its inspector, a port that
// runs any code sent to it, for whoever can signal this process. This listener keeps it shut (on
// every Node version) and ends the program, the signal's usual action; while a game is on screen
// the game's own listener (src/ui/terminal.ts) saves and hands the terminal back first.
process.on('SIGUSR1', () => {
  if (process.listenerCount('SIGUSR1') === 1) process.exit(128 + (constants.signals.SIGUSR1 ?? 10));
});

const bundle = new URL('../dist/cli.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  process.stderr.write(`leaves: the game is not built yet: run \`npm install\` in ${path.dirname(path.dirname(fileURLToPath(import.meta.url)))} first.\n`);
  process.exitCode = 1;
}
