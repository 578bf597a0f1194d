// What the build leaves out of the bundle on purpose, and the stand-ins it puts in their place
// (scripts/build.mjs): each saved start-up time, and each must keep the behaviour Leaves relies on.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import assertStub from '../../scripts/assert-stub.mjs';
import cryptoStub from '../../scripts/crypto-stub.mjs';
import { execFileSync } from '../../scripts/child-process-stub.mjs';

const dist = path.resolve(import.meta.dirname, '../../dist');
const bundleFiles = () => [path.join(dist, 'cli.js'), ...fs.readdirSync(path.join(dist, 'chunks')).map((name) => path.join(dist, 'chunks', name))];

describe('the bundle', () => {
  it('imports none of the modules Leaves never uses (npm test builds it first)', () => {
    const imported = bundleFiles().flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/from\s*"(node:[a-z_]+|ajv[^"]*|stack-utils)"/g)].map((m) => m[1]!));
    expect(imported).not.toContain('node:crypto');
    expect(imported).not.toContain('node:assert');
    expect(imported).not.toContain('node:child_process');
    expect(imported.filter((name) => name.startsWith('ajv') || name === 'stack-utils')).toEqual([]);
  });

  it('measures text through the fast path in front of string-width', () => {
    expect(bundleFiles().some((file) => fs.readFileSync(file, 'utf8').includes('0x2b97') || fs.readFileSync(file, 'utf8').includes('11159'))).toBe(true);
  });
});

describe('stand-ins', () => {
  it('conf’s deepEqual treats equal JSON data as equal whatever its prototype or key order', () => {
    const fromFile = { version: 1, saves: { spider: { moves: [{ type: 'deal' }] } } };
    const withDefaults = Object.assign(Object.create(null), { saves: { spider: { moves: [{ type: 'deal' }] } }, version: 1 });
    expect(() => assertStub.deepEqual(fromFile, withDefaults)).not.toThrow();
  });

  it('conf’s deepEqual throws when the data differ, so conf rewrites a file that lacks its defaults', () => {
    expect(() => assertStub.deepEqual({ version: 1 }, { version: 1, lastGame: 'klondike' })).toThrow();
    expect(() => assertStub.deepEqual({ saves: { a: [1, 2] } }, { saves: { a: [2, 1] } })).toThrow();
  });

  it('conf’s crypto refuses to work, so an encryption key could never be ignored silently', () => {
    expect(() => cryptoStub.randomBytes(16)).toThrow(/encryption/);
  });

  it('terminal-size’s execFileSync fails, which terminal-size answers with its 80×24 fallback', () => {
    expect(() => execFileSync()).toThrow();
  });
});
