// `npm run lint`: ESLint from tools/lint, which has its own package.json and lock file (see the
// README). It is installed here, the first time it is needed and again whenever its lock file
// changes, rather than on every `npm install`: an install script would run for `npm install -g`
// too, where `npm ci` refuses to work.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lintDir = fileURLToPath(new URL('../tools/lint/', import.meta.url));
const eslint = `${lintDir}node_modules/eslint/bin/eslint.js`;
/** The lock file's hash as of the last install, so that a changed lock installs again. */
const installedLock = `${lintDir}node_modules/.leaves-lock-sha256`;

const lockHash = createHash('sha256').update(readFileSync(`${lintDir}package-lock.json`)).digest('hex');
const installed = existsSync(eslint) && existsSync(installedLock) && readFileSync(installedLock, 'utf8') === lockHash;

/** Runs a command to its end with this terminal; exits with its status when it fails. */
function run(command, args, env = process.env) {
  const { status, signal, error } = spawnSync(command, args, { stdio: 'inherit', env });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}

if (!installed) {
  // Not global, whatever the npm that started this was told: tools/lint is a folder of this checkout.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_config_(global|location|prefix)$/i.test(name)));
  run('npm', ['ci', '--prefix', lintDir, '--no-audit', '--no-fund'], env);
  writeFileSync(installedLock, lockHash);
}

run(process.execPath, [eslint, '--max-warnings', '0', ...(process.argv.length > 2 ? process.argv.slice(2) : ['.'])]);
