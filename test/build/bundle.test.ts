// What the build leaves out of the bundle on purpose, and the stand-ins it puts in their place
// (scripts/build.mjs): each saved start-up time, and each must keep the behaviour Leaves relies on.
// The string-width fast path is checked against string-width itself in test/ui/fastStringWidth.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import cryptoStub from '../../scripts/crypto-stub.mjs';
import { PLAIN_RANGES } from '../../src/ui/fastStringWidth.js';
import { ensureBuilt, RUN_DIST } from '../e2e/terminal.js';

// The bundle as this test run's e2e tests run it: built if missing or stale, and copied, so that a
// build started meanwhile (it first deletes dist/) cannot pull it away mid-test.
beforeAll(ensureBuilt);
const dist = RUN_DIST;
const bundleFiles = () => [path.join(dist, 'cli.js'), ...fs.readdirSync(path.join(dist, 'chunks')).map((name) => path.join(dist, 'chunks', name))];

describe('the bundle', () => {
  it('imports none of the modules Leaves never uses', () => {
    const imported = bundleFiles().flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/from\s*"(node:[a-z_]+|ajv[^"]*|stack-utils)"/g)].map((m) => m[1]!));
    expect(imported).not.toContain('node:crypto');
    expect(imported.filter((name) => name.startsWith('ajv') || name === 'stack-utils')).toEqual([]);
  });

  it('measures text through the fast path in front of string-width (its table of ranges is in the play chunk)', () => {
    const [first, last] = PLAIN_RANGES.at(-1)!;
    expect(bundleFiles().filter((file) => fs.readFileSync(file, 'utf8').includes(`[${first},${last}]`))).toHaveLength(1);
  });
});

describe('stand-ins', () => {
  it('conf’s crypto refuses to work, so an encryption key could never be ignored silently', () => {
    expect(() => cryptoStub.randomBytes(16)).toThrow(/encryption/);
  });
});
