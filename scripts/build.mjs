// Bundles the command line and the library with esbuild (NODE_ENV=production), in two builds:
// - the game (dist/cli.js and its chunks beside it): the command line, with the play path split
//   into its own chunk so that `leaves --help` never loads Ink or React;
// - the solver side (dist/solver/) and the library (dist/index.js): the background solver's worker,
//   `leaves solve` and each game's solver.
// Built as one, each game's solver, importing its own game's rules, split the engine into a chunk
// per game, and the first board loaded 17 files; the game's build leaves the solver side out
// (imported from dist/solver/ at run time) and loads 6 (bench/RESULTS.md has the numbers).
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inkFrameCaches } from './inkFrameCaches.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

/** conf's JSON-schema validator (ajv) is never used without a schema: leave it out. */
const withoutAjv = {
  name: 'without-ajv',
  setup(build) {
    build.onResolve({ filter: /^ajv(-formats)?(\/|$)/ }, () => ({ path: fileURLToPath(new URL('./ajv-stub.mjs', import.meta.url)) }));
  },
};

/**
 * conf imports node:crypto at the top, to encrypt the file when given an encryptionKey (Leaves
 * gives none); loading node:crypto as an ES module costs about 10 ms at every start. Stubbed for
 * conf only. (node:assert for conf and node:child_process for terminal-size were tried the same
 * way and saved nothing measurable.)
 */
const withoutConfCrypto = {
  name: 'without-conf-crypto',
  setup(build) {
    build.onResolve({ filter: /^node:crypto$/ }, (args) =>
      args.importer.includes('/node_modules/conf/') ? { path: fileURLToPath(new URL('./crypto-stub.mjs', import.meta.url)) } : undefined,
    );
  },
};

/** conf runs semver only for migrations, and Leaves passes none: stubbed for conf only. */
const withoutConfSemver = {
  name: 'without-conf-semver',
  setup(build) {
    build.onResolve({ filter: /^semver$/ }, (args) =>
      args.importer.includes('/node_modules/conf/') ? { path: fileURLToPath(new URL('./semver-stub.mjs', import.meta.url)) } : undefined,
    );
  },
};

/**
 * Ink measures every line of every frame with string-width; route those imports through the fast
 * path in src/ui/terminal/fastStringWidth.ts, each in front of the string-width its importer asked for.
 */
const fastStringWidth = {
  name: 'fast-string-width',
  setup(build) {
    build.onResolve({ filter: /^string-width$/ }, async (args) => {
      if (args.namespace === 'fast-string-width') return undefined;
      const real = await build.resolve('string-width', { kind: args.kind, resolveDir: args.resolveDir, namespace: 'fast-string-width' });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: real.path, namespace: 'fast-string-width' };
    });
    build.onLoad({ filter: /.*/, namespace: 'fast-string-width' }, (args) => ({
      contents: [
        `import stringWidth from ${JSON.stringify(args.path)};`,
        `import { withFastPath } from ${JSON.stringify(fileURLToPath(new URL('../src/ui/terminal/fastStringWidth.ts', import.meta.url)))};`,
        'export default withFastPath(stringWidth);',
      ].join('\n'),
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
    }));
  },
};

/**
 * string-width builds an Intl.Segmenter and its RGI-emoji regex when it is imported (about 6 ms
 * at every start, in the profile), though the fast path in front of it (src/ui/terminal/fastStringWidth.ts)
 * measures most text without them. Build each on first use instead; the build fails if the code
 * no longer reads as expected.
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(build) {
    build.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (args) => {
      let source = await readFile(args.path, 'utf8');
      const segmenter = 'const segmenter = new Intl.Segmenter();';
      if (!source.includes(segmenter)) throw new Error(`${args.path}: the segmenter this build makes lazy is not there any more`);
      source = source.replace(segmenter, 'let segmenterMade; const segmenter = { segment: (text) => (segmenterMade ??= new Intl.Segmenter()).segment(text) };');
      const rgiEmoji = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
      if (source.includes(rgiEmoji)) {
        source = source.replace(rgiEmoji, 'let rgiEmojiMade; const rgiEmojiRegex = { test: (text) => (rgiEmojiMade ??= /^\\p{RGI_Emoji}$/v).test(text) };');
      }
      return { contents: source, loader: 'js' };
    });
  },
};

const source = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/** The solver side's entry points: output name (under dist/) → source file. */
const solverSide = {
  index: 'src/index.ts',
  'solver/analyst': 'src/solver/analyst.ts',
  'solver/solveCommand': 'src/cli/solveCommand.ts',
  'solver/dailyCommand': 'src/cli/dailyCommand.ts',
  // `npm run deals` (scripts/deals.mjs): the maker of the books of proved deals.
  'solver/bookMaker': 'src/solver/bookMaker.ts',
  // `npm run deals -- --rate N`: rates the proved deals by difficulty.
  'solver/bookRater': 'src/solver/bookRater.ts',
  // The one solver of every rule-set game (their folders have no solver of their own).
  'solver/ruleSet': 'src/engine/ruleSet/solver/solver.ts',
  ...Object.fromEntries(
    readdirSync(source('src/engine/games'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(source(`src/engine/games/${entry.name}/solver/solver.ts`)))
      .map((entry) => [`solver/games/${entry.name}`, `src/engine/games/${entry.name}/solver/solver.ts`]),
  ),
};

/**
 * In the game's build, an import of a solver-side entry (the background solver, `leaves solve`, a
 * game's solver; all loaded with import()) stays an import of that entry's file in dist/. Every
 * file of the game's build lies in dist/ itself, so one relative path serves them all.
 */
const solverSideOutside = {
  name: 'solver-side-outside',
  setup(build) {
    const outputOf = new Map(Object.entries(solverSide).map(([name, file]) => [source(file), `./${name}.js`]));
    build.onResolve({ filter: /(analyst|solveCommand|dailyCommand|solver)\.js$/ }, (args) => {
      const output = outputOf.get(path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')));
      return output ? { path: output, external: true } : undefined;
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const common = {
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // LEAVES_NO_MINIFY=1 keeps names readable in a --cpu-prof profile (see bench/RESULTS.md).
  minify: process.env.LEAVES_NO_MINIFY !== '1',
  legalComments: 'none',
  define: {
    'process.env.NODE_ENV': '"production"',
    LEAVES_VERSION: JSON.stringify(version),
    // Nothing in Leaves uses the network. Without fetch, yoga-layout decodes its inlined wasm
    // directly instead of loading Node's HTTP client to read a data: URL (≈12 ms at start-up).
    fetch: 'undefined',
  },
  // Ink imports react-devtools-core only when DEV is set; it is not installed, so stub it.
  alias: { 'react-devtools-core': './scripts/devtools-stub.mjs', 'stack-utils': './scripts/stack-utils-stub.mjs' },
  // CommonJS packages inside an ESM bundle need a require of their own.
  banner: { js: "import { createRequire as __leavesRequire } from 'node:module'; const require = __leavesRequire(import.meta.url);" },
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: { cli: 'src/cli/cli.ts' },
    chunkNames: '[name]-[hash]',
    plugins: [solverSideOutside, withoutAjv, withoutConfCrypto, withoutConfSemver, fastStringWidth, lazyStringWidth, inkFrameCaches],
  }),
  build({ ...common, entryPoints: solverSide, chunkNames: 'solver/chunks/[name]-[hash]' }),
]);

// The books of proved deals (src/solver/dealBook.ts), read from dist/books/ beside the bundle.
cpSync(new URL('../books', import.meta.url), new URL('../dist/books', import.meta.url), { recursive: true, filter: (file) => !file.endsWith('.tmp') });
