// What the build leaves out of the bundle on purpose, and the stand-ins it puts in their place
// (scripts/build.mjs): each saved start-up time, and each must keep the behaviour Leaves relies on.
// The string-width fast path is checked against string-width itself in test/ui/fastStringWidth.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import cryptoStub from '../../scripts/crypto-stub.mjs';
import semverStub from '../../scripts/semver-stub.mjs';
import { PLAIN_RANGES } from '../../src/ui/terminal/fastStringWidth.js';
import { ensureBuilt, RUN_DIST } from '../e2e/terminal.js';

// The bundle as this test run's e2e tests run it: built if missing or stale, and copied, so that a
// build started meanwhile (it first deletes dist/) cannot pull it away mid-test.
beforeAll(ensureBuilt);
const dist = RUN_DIST;
const bundleFiles = () =>
  (fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => name.endsWith('.js')).map((name) => path.join(dist, name));

/** The files Node loads for the first board: cli.js, the play chunk it imports, and their static imports. */
function firstBoardFiles(): string[] {
  const cli = fs.readFileSync(path.join(dist, 'cli.js'), 'utf8');
  const play = /import\("\.\/(play-[^"]+\.js)"\)/.exec(cli)?.[1];
  if (!play) throw new Error('cli.js imports no play chunk');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, imported] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(path.normalize(path.join(path.dirname(file), imported!)));
  };
  visit('cli.js');
  visit(play);
  return [...seen];
}

describe('the bundle', () => {
  const bundle = () => bundleFiles().map((file) => fs.readFileSync(file, 'utf8')).join('\n');

  it('carries the stand-ins, not the code they stand in for', () => {
    const text = bundle();
    // Each stand-in's own words are in it…
    expect(text).toContain('Leaves bundles no JSON-schema validator');
    expect(text).toContain('Leaves bundles conf without encryption');
    expect(text).toContain('Leaves bundles conf without semver');
    // …and what only the real packages have is not: ajv's draft 2020-12 meta-schema, stack-utils'
    // list of ignored packages, semver's spec version, an import of node:crypto.
    expect(text).not.toContain('json-schema.org/draft/2020-12/schema');
    expect(text).not.toContain('ignoredPackages');
    expect(text).not.toContain('SEMVER_SPEC_VERSION');
    expect(text).not.toMatch(/["']node:crypto["']/);
  });

  it('builds string-width\'s segmenter and emoji regex on first use, not at start-up', () => {
    const text = bundle();
    expect(text).toMatch(/\?\?=new Intl\.Segmenter\)\.segment\(/);
    expect(text).toMatch(/\?\?=new RegExp\("\^\\\\p\{RGI_Emoji\}\$","v"\)\)\.test\(/);
  });

  it('keeps Ink\'s caches of a frame\'s lines for the next frame (test/build/inkFrameCaches.test.ts checks the frames)', () => {
    expect(bundle()).toMatch(/this\.previous\?\.styledChars\.get\(/);
  });

  it('the strings above are in the real packages, so the check can see them', () => {
    const real = (file: string) => fs.readFileSync(path.join('node_modules', file), 'utf8');
    expect(real('ajv/dist/2020.js')).toContain('json-schema.org/draft/2020-12/schema');
    expect(real('stack-utils/index.js')).toContain('ignoredPackages');
    expect(real('semver/internal/constants.js')).toContain('SEMVER_SPEC_VERSION');
  });

  it('measures text through the fast path in front of string-width (its table of ranges is in the play chunk)', () => {
    const [first, last] = PLAIN_RANGES.at(-1)!;
    expect(bundleFiles().filter((file) => fs.readFileSync(file, 'utf8').includes(`[${first},${last}]`))).toHaveLength(1);
  });
});

describe('the first board', () => {
  it('loads a handful of files, none of the solver side (its worker, its search code) before it is on screen', () => {
    const files = firstBoardFiles();
    expect(files.length).toBeGreaterThanOrEqual(2);
    // Nine since rule files (the check of a saved rule set is shared by the command line and the
    // play chunk); ten since `leaves rules` and the screens measure columns with one small helper;
    // eleven since the cards' helpers (under 1 KB) are shared with the chunks of the searches that
    // Spider's solver became, which the play chunk does not load.
    expect(files.length).toBeLessThanOrEqual(11);
    expect(files.filter((file) => file.startsWith('solver'))).toEqual([]);
    // The play chunk reaches the background solver through import(), after the first frame.
    expect(files.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n')).toContain('import("./solver/analyst.js")');
  });

  it('reads the books of proved deals only through import(), when a new deal is wanted, from the books beside the bundle', () => {
    const books = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').includes('is not a distance between deals');
    const gameFiles = bundleFiles().filter((file) => path.dirname(file) === dist).map((file) => path.basename(file));
    expect(gameFiles.filter(books)).toEqual([expect.stringMatching(/^dealBook-/)]);
    expect(firstBoardFiles().filter(books)).toEqual([]);
    expect(fs.readdirSync(path.join(dist, 'books'))).toContain('golf.txt');
  });

  it('every solver-side file the game imports is in the bundle', () => {
    const imported = bundleFiles()
      .filter((file) => path.dirname(file) === dist)
      .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/import\("\.\/(solver\/[^"]+\.js)"\)/g)].map((match) => match[1]!));
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
  });
});

describe('stand-ins', () => {
  it('conf’s crypto refuses to work, so an encryption key could never be ignored silently', () => {
    expect(() => cryptoStub.randomBytes(16)).toThrow(/encryption/);
  });

  it('conf’s semver refuses to work, so migrations could never be skipped silently', () => {
    expect(() => semverStub.satisfies('1.0.0', '^1')).toThrow(/migrations/);
  });
});
