// An esbuild plugin for the game's bundle (scripts/build.mjs): Ink's frame caches kept from one
// frame to the next. test/build/inkFrameCaches.test.ts checks that frames come out as Ink's own.
import { readFile } from 'node:fs/promises';

/**
 * Ink draws every frame through a fresh Output (ink/build/output.js), whose caches of each line's
 * styled characters and widths live for that frame only, so every line of the screen was split
 * into ANSI tokens again at each key though a key changes a few lines (the largest share of a
 * frame's time in the profile), and the frame's blank grid was one new object a cell. Here the
 * caches outlive the frame by one: a line the last frame drew is found again, anything older goes
 * (so they hold two frames' lines at most); the grid's blank cells are one shared object (Ink
 * only ever replaces a cell, never changes one). The build fails if the code no longer reads as
 * expected.
 */
export const inkFrameCaches = {
  name: 'ink-frame-caches',
  setup(build) {
    build.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, async (args) => {
      let source = await readFile(args.path, 'utf8');
      const replace = (from, to) => {
        if (!source.includes(from)) throw new Error(`${args.path}: ${JSON.stringify(from.trim().split('\n')[0])} is not there any more`);
        source = source.replace(from, to);
      };
      // Each lookup falls back on the last frame's cache before measuring.
      replace('cached = styledCharsFromTokens(tokenize(line));', 'cached = this.previous?.styledChars.get(line) ?? styledCharsFromTokens(tokenize(line));');
      replace('cached = stringWidth(text);', 'cached = this.previous?.widths.get(text) ?? stringWidth(text);');
      replace('styledChars = new Map();', 'styledChars = new Map();\n    previous;\n    nextFrame() {\n        this.previous = { widths: this.widths, styledChars: this.styledChars };\n        this.widths = new Map();\n        this.blockWidths = new Map();\n        this.styledChars = new Map();\n    }');
      replace('caches = new OutputCaches();', 'caches = frameCaches;');
      replace('export default class Output {', 'const frameCaches = new OutputCaches();\nconst blankCell = Object.freeze({ type: \'char\', value: \' \', fullWidth: false, styles: Object.freeze([]) });\nexport default class Output {');
      replace('    get() {\n', '    get() {\n        this.caches.nextFrame();\n');
      replace("row.push({\n                    type: 'char',\n                    value: ' ',\n                    fullWidth: false,\n                    styles: [],\n                });", 'row.push(blankCell);');
      return { contents: source, loader: 'js' };
    });
  },
};
