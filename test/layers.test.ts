// The folders under src/ are layers, as docs/architecture.md draws them: the graph of folders and
// the graph of files, both read from the imports in src/, have no cycle, and every import from one
// folder into another is one the page's table of layers allows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const PAGE = path.join(ROOT, 'docs/architecture.md');


/** Static imports and re-exports (type-only ones too), side-effect imports, and import(). */
const IMPORT = /\b(?:import|export)\b[^;'"]*?\bfrom\s*'([^']+)'|\bimport\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** What a file imports of src/, by path relative to src/ (packages and node: modules left out). */
function importsOf(file: string, text: string): string[] {
  const targets: string[] = [];
  for (const match of withoutComments(text).matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (!specifier.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier).replace(/\.js$/, '');
    const target = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (!target) throw new Error(`${path.relative(SRC, file)}: cannot find '${specifier}'`);
    targets.push(path.relative(SRC, target));
  }
  return targets;
}

/** The file's layer: the folder right under src/, or `src/index.ts` for the library entry. */
function layerOf(file: string): string {
  return file.includes('/') ? `src/${file.split('/')[0]}/` : `src/${file}`;
}

/** The loops in a graph: each strongly connected part of more than one node (Tarjan's). */
function cyclesOf(graph: Map<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || graph.get(node)?.includes(node)) cycles.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The page's table of layers: each row's first cell names a layer (`src/ui/`), its last the layers
 * it may use (`src/store/`, …, or "nothing").
 */
function allowedLayers(page: string): Map<string, string[]> {
  const section = page.split(/^## /m).find((part) => part.startsWith('Layers\n'));
  if (!section) throw new Error('docs/architecture.md has no "## Layers" section');
  const allowed = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const layer = /^`(src\/[^`]*)`$/.exec(cells[1] ?? '')?.[1];
    if (!layer || cells.length < 4) continue;
    allowed.set(layer, [...cells.at(-2)!.matchAll(/`(src\/[^`]*)`/g)].map((match) => match[1]!));
  }
  return allowed;
}

const fileGraph = new Map(sourceFiles(SRC).map((file) => [path.relative(SRC, file), importsOf(file, fs.readFileSync(file, 'utf8'))]));

function layerEdges(graph: Map<string, readonly string[]>): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [layerOf(file), layerOf(target)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(`${to} (${file} → ${target})`);
    }
  }
  return edges;
}

describe('layers', () => {
  const allowed = allowedLayers(fs.readFileSync(PAGE, 'utf8'));

  it('no two files of src/ import each other, directly or round a loop', () => {
    expect(cyclesOf(fileGraph)).toEqual([]);
  });

  it('every import from one folder into another is one the page allows', () => {
    const wrong = [...layerEdges(fileGraph)].flatMap(([from, tos]) =>
      [...tos].filter((to) => !allowed.get(from)?.includes(to.split(' ')[0]!)).map((to) => `${from} → ${to}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the page names every layer there is, and its layers use one another without a cycle', () => {
    expect([...allowed.keys()].sort()).toEqual([...new Set([...fileGraph.keys()].map(layerOf))].sort());
    expect(cyclesOf(new Map([...allowed].map(([layer, uses]) => [layer, uses])))).toEqual([]);
  });

  it('the command line loads the game screen only with import(), so --help loads none of it', () => {
    const cli = fs.readFileSync(path.join(SRC, 'cli/cli.ts'), 'utf8');
    const staticTargets = importsOf(path.join(SRC, 'cli/cli.ts'), cli.replace(/\bimport\(\s*'[^']+'\s*\)/g, ''));
    expect(staticTargets.filter((target) => layerOf(target) === 'src/ui/')).toEqual([]);
    expect(fileGraph.get('cli/cli.ts')).toContain('ui/play.tsx');
  });
});

describe('the checks above', () => {
  it('read every kind of import: type-only, over several lines, re-exports, import()', () => {
    const file = path.join(SRC, 'ui/example.ts');
    const text = [
      "import type { Game } from '../engine/game.js';",
      "import {\n  solve,\n  type SolveOptions,\n} from '../solver/solve.js';",
      "export { wrapText } from '../text/wrap.js';",
      "const { play } = await import('./play.js');",
      "import chalk from 'chalk';",
      "// import { x } from '../cli/cli.js';",
    ].join('\n');
    expect(importsOf(file, text)).toEqual(['engine/game.ts', 'solver/solve.ts', 'text/wrap.ts', 'ui/play.tsx']);
  });

  it('see every relative import in src/', () => {
    for (const [file, targets] of fileGraph) {
      const written = withoutComments(fs.readFileSync(path.join(SRC, file), 'utf8')).match(/'\.\.?\/[^']*\.js'/g) ?? [];
      expect(targets, file).toHaveLength(written.length);
    }
  });

  it('find a loop, and only a loop', () => {
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(cyclesOf(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('read the table of layers on the page', () => {
    const page = '## Layers\n\n| where | what | uses |\n|---|---|---|\n| `src/ui/` | the screen | `src/engine/`, `src/text/` |\n| `src/text/` | text | nothing |\n\n## Next\n| `src/x/` | no | `src/y/` |\n';
    expect(allowedLayers(page)).toEqual(new Map([['src/ui/', ['src/engine/', 'src/text/']], ['src/text/', []]]));
  });
});
