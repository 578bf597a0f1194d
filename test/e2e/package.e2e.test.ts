// The package as a user gets it: `npm pack` (which builds dist/ first) in a copy of the checkout,
// the tarball's contents, the game run from the tarball unpacked into an empty folder with no
// node_modules anywhere above it, the library's types, and `npm install -g` of the tarball and of
// the folder, offline, without a warning; `npx leaves-solitaire` by the package's name, and the
// saves kept in the folder every version used, whatever the package is called.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BIN, childEnv, ensureBuilt, freshConfigDir, killAll, launch, removeTempDirs, ROOT } from './terminal.js';

afterEach(killAll);
afterAll(removeTempDirs);

/** What `npm pack --json` says of the tarball it wrote. */
interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

/** Klondike deal 7 in a terminal: one draw, then q, which must end the program with exit code 0. */
async function drawAndQuit(options: Parameters<typeof launch>[1]): Promise<void> {
  const game = launch(['klondike', '--seed', '7'], options);
  await game.waitFor('deal 7');
  await game.keysReady();
  game.press('d');
  await game.waitFor('drew from the stock');
  game.press('q');
  expect((await game.exited()).exitCode).toBe(0);
}

/** Runs a command to its end; throws with its output when it fails. */
function run(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }): { stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000, ...options, env: options.env ?? childEnv({}) });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${String(result.stdout)}\n${String(result.stderr)}`);
  return { stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** npm's warnings in what it printed (each line of one starts "npm warn"). */
const npmWarnings = (output: { stdout: string; stderr: string }) => `${output.stdout}\n${output.stderr}`.split('\n').filter((line) => /^npm warn/i.test(line));

/** An environment for npm with no npm_* settings inherited from an npm that started the tests. */
const npmEnv = (extra: Record<string, string> = {}) =>
  childEnv({ ...Object.fromEntries(Object.keys(process.env).filter((name) => /^npm_/i.test(name)).map((name) => [name, undefined])), ...extra });

let checkout: string;
let packed: Packed;
let tarball: string;

beforeAll(() => {
  // A copy of the checkout without dist/, so that packing must build, and so that its build
  // cannot delete the dist/ other test files run from; its node_modules are the checkout's.
  checkout = path.join(freshConfigDir(), 'leaves');
  const skipped = new Set(['node_modules', 'dist', '.git'].map((name) => path.join(ROOT, name)));
  fs.cpSync(ROOT, checkout, { recursive: true, filter: (source) => !skipped.has(source) && !source.includes(`${path.sep}node_modules${path.sep}`) });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
  const destination = freshConfigDir();
  packed = (JSON.parse(run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: checkout, env: npmEnv() }).stdout) as [Packed])[0];
  tarball = path.join(destination, packed.filename);
}, 180_000);

describe('the packed tarball', () => {
  it('holds bin/, dist/, docs/, the README, the LICENSE and package.json, and nothing else', () => {
    const files = packed.files.map((file) => file.path);
    expect(files.filter((file) => !/^(bin|dist|docs)\//.test(file) && !['README.md', 'LICENSE', 'package.json'].includes(file))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['bin/leaves.js', 'dist/cli.js', 'dist/index.js', 'dist/types/index.d.ts', 'dist/solver/analyst.js', 'dist/books/golf.txt', 'LICENSE', 'README.md', 'package.json']));
    expect(files.some((file) => file.startsWith('docs/rules/'))).toBe(true);
    expect(packed.entryCount).toBe(files.length);
  });

  it('is named leaves-solitaire, and installs the command leaves', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { name: string; version: string; bin: Record<string, string> };
    expect(manifest.name).toBe('leaves-solitaire');
    expect(manifest.bin).toEqual({ leaves: 'bin/leaves.js' });
    expect(packed.filename).toBe(`leaves-solitaire-${manifest.version}.tgz`);
  });

  it('asks npm to install nothing with it and to run no script of its own', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies']) expect(manifest[field]).toBeUndefined();
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
  });
});

describe('the tarball unpacked into an empty folder', () => {
  let folder: string;
  let bin: string;
  const leaves = (args: string[], configDir: string) =>
    run(process.execPath, [bin, ...args], { cwd: folder, input: '', env: childEnv({ LEAVES_CONFIG_DIR: configDir, NODE_PATH: undefined }) });

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-unpacked-'));
    run('tar', ['-xzf', tarball, '-C', folder], { cwd: folder });
    bin = path.join(folder, 'package', 'bin', 'leaves.js');
    // No node_modules for Node to find the bundle's packages in, here or in any folder above.
    for (let dir = path.join(folder, 'package'); ; dir = path.dirname(dir)) {
      expect(fs.existsSync(path.join(dir, 'node_modules')), `${dir}/node_modules`).toBe(false);
      if (dir === path.dirname(dir)) break;
    }
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('prints its version, solves a deal and prints the statistics', () => {
    const configDir = freshConfigDir();
    const { version } = JSON.parse(fs.readFileSync(path.join(folder, 'package', 'package.json'), 'utf8')) as { version: string };
    expect(leaves(['--version'], configDir).stdout).toBe(`${version}\n`);
    expect(leaves(['solve', 'klondike', '--seed', '5', '--time-limit', '5'], configDir).stdout).toMatch(/^Klondike \(draw 1, passes unlimited\) · deal 5: winnable in \d+ moves$/m);
    expect(leaves(['stats'], configDir).stdout).toBe('No games finished yet.\n');
  });

  it('plays a game in a terminal, and quits with it saved', async () => {
    const configDir = freshConfigDir();
    await drawAndQuit({ configDir, bin, cwd: folder });
    expect(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8')).toContain('"klondike"');
  });
});

describe("the library's types in the tarball", () => {
  it('type-checks a TypeScript program that uses the package', () => {
    const project = freshConfigDir();
    run('tar', ['-xzf', tarball, '-C', project], { cwd: project });
    fs.mkdirSync(path.join(project, 'node_modules'));
    fs.renameSync(path.join(project, 'package'), path.join(project, 'node_modules', 'leaves-solitaire'));
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    fs.writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, types: [] }, files: ['use.ts'] }),
    );
    const typeCheck = (program: string) => {
      fs.writeFileSync(path.join(project, 'use.ts'), program);
      return spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', project], { cwd: project, encoding: 'utf8' });
    };
    const uses = [
      "import { games, solve } from 'leaves-solitaire';",
      'const answer = solve(games.klondike.newGame({ seed: 1 }), { timeLimitMs: 10 });',
      "const verdict: 'winnable' | 'lost' | 'unknown' = answer.verdict;",
      'export const positions: number = answer.positions + verdict.length;',
    ];
    expect(typeCheck(uses.join('\n')).stdout).toBe('');
    // …and the types are the library's own: a wrong use is an error.
    expect(typeCheck([...uses, 'export const wrong: string = answer.positions;'].join('\n')).stdout).toMatch(/use\.ts\(5,14\): error TS2322/);
  });
});

describe('npm install -g, offline', () => {
  /** Installs `what` globally into a fresh prefix; the `leaves` it put on the PATH, and npm's warnings. */
  function installGlobally(what: string): { leaves: string; warnings: string[] } {
    const prefix = freshConfigDir();
    const output = run('npm', ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', what], { cwd: freshConfigDir(), env: npmEnv() });
    return { leaves: path.join(prefix, 'bin', 'leaves'), warnings: npmWarnings(output) };
  }
  const version = (leaves: string) => run(leaves, ['--version'], { cwd: freshConfigDir(), env: childEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }) }).stdout;

  it('installs the tarball with no warning, and leaves runs from any folder', () => {
    const { leaves, warnings } = installGlobally(tarball);
    expect(warnings).toEqual([]);
    expect(version(leaves)).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('installs a built checkout with no warning, and leaves runs from any folder', () => {
    const { leaves, warnings } = installGlobally(checkout);
    expect(warnings).toEqual([]);
    expect(version(leaves)).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('keeps the saves in ~/.config/leaves, where a version installed under the old name put them', async () => {
    await ensureBuilt();
    const { leaves } = installGlobally(tarball);
    const home = freshConfigDir();
    const folder = path.join(home, '.config', 'leaves');
    // This checkout's own build plays a move and quits, saving where it always has.
    await drawAndQuit({ configDir: folder, home });
    const share = (command: string, args: string[], configDir: string | undefined) =>
      run(command, [...args, 'share'], { cwd: freshConfigDir(), env: childEnv({ HOME: home, XDG_CONFIG_HOME: undefined, LEAVES_CONFIG_DIR: configDir }) }).stdout;
    // The installed package, told nothing of where to look, finds that game.
    expect(share(leaves, [], undefined)).toBe(share(process.execPath, [BIN], folder));
    expect(fs.readdirSync(path.join(home, '.config'))).toEqual(['leaves']);
  });
});

describe('npx leaves-solitaire, offline', () => {
  it('runs the command leaves from the package installed under that name', () => {
    const project = freshConfigDir();
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module' }));
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project, env: npmEnv() });
    const { stdout } = run('npx', ['--offline', 'leaves-solitaire', '--version'], { cwd: project, env: npmEnv({ LEAVES_CONFIG_DIR: freshConfigDir() }) });
    expect(stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
