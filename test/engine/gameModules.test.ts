// A game is one module: everything about a game lives in its folder (src/engine/games/<id>/, with
// its solver), and the registry lists it in one line. Nothing else in src/ names a game.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allGames, games } from '../../src/engine/games.js';
import { sourceFiles } from '../sourceFiles.js';

const SRC = path.resolve(import.meta.dirname, '../../src');
const REGISTRY = path.join(SRC, 'engine/games.ts');
const GAME_FOLDERS = path.join(SRC, 'engine/games');


/** A game's names as code or prose would write them: its id, its title, the id in camel case. */
function namesOf(id: string, title: string): string[] {
  const camel = id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return [...new Set([id, title, camel])];
}

/** A line that names any of the games: each name as a whole word, in any case. */
function namingPattern(games: readonly { id: string; title: string }[]): RegExp {
  const names = games.flatMap((game) => namesOf(game.id, game.title));
  return new RegExp(`\\b(${names.map((n) => n.replace(/[-]/g, '\\-')).join('|')})\\b`, 'i');
}

describe('a game is one module', () => {
  it('no file outside the game folders and the registry names a game', () => {
    const pattern = namingPattern(allGames());
    const found = sourceFiles(SRC, (full) => full === GAME_FOLDERS || full === REGISTRY).flatMap((file) =>
      fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check above would see a game named in any of its forms, and not a word that only contains one', () => {
    const pattern = namingPattern(allGames());
    for (const line of [
      "import { x } from './autumnLeaves/solver.js';",
      "if (state.game === 'autumn-leaves') return;",
      '// as in Autumn Leaves',
      "const FREECELL_CELLS = 4; if (id === 'freecell')",
      'SPIDER rows',
    ]) expect(pattern.test(line), line).toBe(true);
    expect(pattern.test('const klondikeish = 1; const spiders = 2;')).toBe(false);
  });

  it('each game lives in a folder named by its id', () => {
    for (const id of Object.keys(games)) expect(fs.existsSync(path.join(GAME_FOLDERS, id, 'index.ts')), id).toBe(true);
  });

  for (const game of allGames()) {
    describe(game.title, () => {
      it('its default deal is a variant it lists, and every option value it offers deals a game', () => {
        const state = game.newGame({ seed: 1 });
        expect(game.variants).toContainEqual(game.variantOf(state.options));
        for (const option of game.options) {
          for (const choice of option.choices ?? []) {
            const dealt = game.newGame({ seed: 1, [option.name]: option.parse(choice) });
            expect((dealt.options as Record<string, unknown>)[option.name]).toEqual(option.parse(choice));
          }
        }
      });

      it('says what it is and its rules in short', () => {
        expect(game.summary).toMatch(/\S/);
        expect(game.rulesInShort.length).toBeGreaterThan(40);
      });

      it('its top row names only piles its state has', () => {
        const state = game.newGame({ seed: 1 });
        for (const { slot } of game.topRow(state)) {
          if (slot.pile === 'stock') continue;
          const piles = { tableau: state.tableau, waste: [state.waste], foundation: state.foundations, cell: state.cells ?? [], reserve: state.reserve ?? [] }[slot.pile];
          expect(piles[slot.index], `${slot.pile} ${slot.index}`).toBeDefined();
        }
      });
    });
  }
});
