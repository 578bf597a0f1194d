// Ink's Output with the bundle's frame caches (scripts/inkFrameCaches.mjs) draws every frame as
// Ink's own does: frames that share lines with the one before, change a few, move them, clip them,
// hold colours and wide characters, one after another through the caches kept between them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chalk } from 'chalk';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { inkFrameCaches } from '../../scripts/inkFrameCaches.mjs';

interface Output {
  write(x: number, y: number, text: string, options: { transformers: ((line: string, index: number) => string)[] }): void;
  clip(clip: { x1?: number; x2?: number; y1?: number; y2?: number }): void;
  unclip(): void;
  get(): { output: string; height: number };
}
type OutputClass = new (size: { width: number; height: number }) => Output;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-ink-output-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Ink's Output class, bundled as the game's build bundles it, with or without the plugin. */
async function outputClass(name: string, plugins: Plugin[]): Promise<OutputClass> {
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    // Ink's package exports do not name the file: it is reached by its path.
    entryPoints: [path.resolve('node_modules/ink/build/output.js')],
    bundle: true, format: 'esm', platform: 'node', outfile, plugins, logLevel: 'silent',
  });
  return ((await import(pathToFileURL(outfile).href)) as { default: OutputClass }).default;
}

const chalk = new Chalk({ level: 3 });
const styles = [(t: string) => t, chalk.red, chalk.bgWhite.black, chalk.dim, (t: string) => chalk.bold(`${chalk.green(t.slice(0, 2))}${t.slice(2)}`), chalk.bgGreen.dim];

describe('Ink frames through the kept caches', () => {
  it('come out as Ink draws them, frame after frame', async () => {
    const [Plain, Kept] = await Promise.all([outputClass('plain', []), outputClass('kept', [inkFrameCaches])]);
    const random = mulberry32(26);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const words = ['5♦', '[ 9♥]', '<K♠>', '▒▒▒', '╭──╮', '10♣', '全角', 'stock', '   ', '│Q♥ │'];
    const line = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(styles)(pick(words))).join(' ');
    let lines = Array.from({ length: 12 }, line);
    for (let frame = 0; frame < 60; frame++) {
      // A few lines change a frame, as a key changes a few lines of the screen.
      lines = lines.map((text) => (random() < 0.2 ? line() : text));
      const aside = pick(lines);
      const operations = (output: Output) => {
        output.write(0, 0, lines.slice(0, 6).join('\n'), { transformers: [] });
        output.clip({ x1: 2, x2: 30, y1: 1, y2: 9 });
        output.write(frame % 4, 6, lines.slice(6).join('\n'), { transformers: frame % 3 === 0 ? [(text) => chalk.inverse(text)] : [] });
        output.unclip();
        output.write(40, frame % 5, aside, { transformers: [] });
      };
      const plain = new Plain({ width: 60, height: 14 });
      const kept = new Kept({ width: 60, height: 14 });
      operations(plain);
      operations(kept);
      expect(kept.get()).toEqual(plain.get());
    }
  });
});
