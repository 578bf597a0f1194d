#!/usr/bin/env node
// Launcher: runs the bundled command line in dist/, which `npm pack` puts in the package and
// `npm install` builds in a checkout.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../dist/cli.js', import.meta.url);
if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  process.stderr.write(`leaves: the game is not built yet: run \`npm install\` in ${path.dirname(path.dirname(fileURLToPath(import.meta.url)))} first.\n`);
  process.exitCode = 1;
}
