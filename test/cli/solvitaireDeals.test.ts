// bench/solvitaire-deals.mjs, our deals as Solvitaire deal files: run as the bench runs it (on the
// built program), each game's files checked for the whole deck and the pile shapes Solvitaire's
// preset expects, and against the deal our engine plays. Solvitaire itself is not needed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/engine/cards/cards.js';
import { games } from '../../src/engine/games.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { ensureBuilt, ROOT, RUN_DIST } from '../e2e/terminal.js';

interface SolvitaireDeal {
  'tableau piles': string[][];
  foundations?: string[];
  hole?: string;
  cells?: string[];
  reserve?: string[];
  stock?: string[];
}

const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'solvitaire-deals-'));
let script = '';

beforeAll(async () => {
  await ensureBuilt();
  // The script imports the package by its own name: run it in a folder of its own, beside the
  // package's package.json and this test run's copy of the build.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'solvitaire-script-'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(project, 'package.json'));
  fs.symlinkSync(RUN_DIST, path.join(project, 'dist'));
  script = path.join(project, 'bench', 'solvitaire-deals.mjs');
  fs.mkdirSync(path.dirname(script));
  fs.copyFileSync(path.join(ROOT, 'bench', 'solvitaire-deals.mjs'), script);
});

function dealFile(game: string, seed: number, extra: string[] = []): SolvitaireDeal {
  execFileSync(process.execPath, [script, '--game', game, '--seeds', `${seed}-${seed}`, '--out', OUT, ...extra], { encoding: 'utf8' });
  const name = game === 'klondike' ? `klondike-d1-${seed}.json` : `${game}-${seed}.json`;
  return JSON.parse(fs.readFileSync(path.join(OUT, name), 'utf8')) as SolvitaireDeal;
}

const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const written = (card: Card) => RANK[card.rank]! + card.suit[0]!.toUpperCase();
const allCards = (deal: SolvitaireDeal) =>
  [deal['tableau piles'].flat(), deal.foundations ?? [], deal.hole ? [deal.hole] : [], (deal.cells ?? []).filter(Boolean), deal.reserve ?? [], deal.stock ?? []].flat();

/** Each card of the deck(s) exactly `decks` times, whatever its case. */
function expectWholeDeck(deal: SolvitaireDeal, decks: number) {
  const counts = new Map<string, number>();
  for (const card of allCards(deal)) counts.set(card.toUpperCase(), (counts.get(card.toUpperCase()) ?? 0) + 1);
  expect(counts.size).toBe(52);
  for (const count of counts.values()) expect(count).toBe(decks);
}

const ours = (game: string, seed: number) => games[game as keyof typeof games].newGame({ seed }) as RuleSetState;
const shape = (deal: SolvitaireDeal) => deal['tableau piles'].map((pile) => pile.length);

describe('our deals as Solvitaire deal files', () => {
  it('golf: seven columns of five, the hole card, and a 16-card stock dealt from its end as ours', () => {
    const deal = dealFile('golf', 4);
    const state = ours('golf', 4);
    expect(shape(deal)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(deal.hole).toBe(written(state.foundations[0]![0]!));
    expect(deal.stock).toHaveLength(16);
    expect(deal.stock!.at(-1)).toBe(written(state.stock.at(-1)!));
    expect(deal['tableau piles'][2]).toEqual(state.tableau[2]!.map(written));
    expectWholeDeck(deal, 1);
  });

  it('black hole: seventeen fans of three and the ace of spades in the hole', () => {
    const deal = dealFile('black-hole', 2);
    expect(shape(deal)).toEqual(Array(17).fill(3));
    expect(deal.hole).toBe('AS');
    expect(deal.stock).toBeUndefined();
    expectWholeDeck(deal, 1);
  });

  it("baker's game: columns of 7, 7, 7, 7, 6, 6, 6, 6 and no cells written, as they start empty", () => {
    const deal = dealFile('bakers-game', 9);
    expect(shape(deal)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(deal.cells).toBeUndefined();
    expect(deal['tableau piles'][7]).toEqual(ours('bakers-game', 9).tableau[7]!.map(written));
    expectWholeDeck(deal, 1);
  });

  it('eight off: eight columns of six and eight cells, the first four filled as ours', () => {
    const deal = dealFile('eight-off', 3);
    expect(shape(deal)).toEqual(Array(8).fill(6));
    expect(deal.cells).toHaveLength(8);
    expect(deal.cells!.slice(4)).toEqual(['', '', '', '']);
    expect(deal.cells!.slice(0, 4)).toEqual(ours('eight-off', 3).cells.slice(0, 4).map((cell) => written(cell[0]!)));
    expectWholeDeck(deal, 1);
  });

  it('seahaven towers: ten columns of five and four cells, two of them filled', () => {
    const deal = dealFile('seahaven-towers', 5);
    expect(shape(deal)).toEqual(Array(10).fill(5));
    expect(deal.cells).toHaveLength(4);
    expect(deal.cells!.filter(Boolean)).toHaveLength(2);
    expectWholeDeck(deal, 1);
  });

  it('beleaguered castle: eight columns of six and the four aces already up', () => {
    const deal = dealFile('beleaguered-castle', 6);
    expect(shape(deal)).toEqual(Array(8).fill(6));
    expect([...deal.foundations!].sort()).toEqual(['AC', 'AD', 'AH', 'AS']);
    expectWholeDeck(deal, 1);
  });

  it('streets and alleys and stronghold: 7, 7, 7, 7, 6, 6, 6, 6, nothing up, no cells written (the preset says how many)', () => {
    const streets = dealFile('streets-and-alleys', 9);
    expect(shape(streets)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(streets.foundations).toBeUndefined();
    expectWholeDeck(streets, 1);
    const stronghold = dealFile('stronghold', 9);
    expect(shape(stronghold)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(stronghold.cells).toBeUndefined();
    expectWholeDeck(stronghold, 1);
  });

  it('siegecraft: eight columns of six and the four aces up, no cells written', () => {
    const deal = dealFile('siegecraft', 10);
    expect(shape(deal)).toEqual(Array(8).fill(6));
    expect([...deal.foundations!].sort()).toEqual(['AC', 'AD', 'AH', 'AS']);
    expect(deal.cells).toBeUndefined();
    expectWholeDeck(deal, 1);
  });

  it('fan: sixteen columns of three and two of two, nothing up', () => {
    const deal = dealFile('fan', 4);
    expect(shape(deal)).toEqual([...Array(16).fill(3), 2, 2]);
    expect(deal.foundations).toBeUndefined();
    expectWholeDeck(deal, 1);
  });

  it('king albert and raglan: their columns, a spread reserve of seven and of six, raglan with the aces up', () => {
    const albert = dealFile('king-albert', 5);
    expect(shape(albert)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(albert.reserve).toHaveLength(7);
    expectWholeDeck(albert, 1);
    const raglan = dealFile('raglan', 5);
    expect(shape(raglan)).toEqual([7, 7, 7, 6, 5, 4, 3, 2, 1]);
    expect(raglan.reserve).toHaveLength(6);
    expect([...raglan.foundations!].sort()).toEqual(['AC', 'AD', 'AH', 'AS']);
    expectWholeDeck(raglan, 1);
  });

  it('somerset: 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, nothing up', () => {
    const deal = dealFile('somerset', 6);
    expect(shape(deal)).toEqual([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expectWholeDeck(deal, 1);
  });

  it('east haven: seven columns of three, the two lower cards face down (lower-case), a 31-card stock', () => {
    const deal = dealFile('east-haven', 7);
    expect(shape(deal)).toEqual(Array(7).fill(3));
    for (const column of deal['tableau piles']) expect(column.map((card) => card.at(-1) === card.at(-1)!.toUpperCase())).toEqual([false, false, true]);
    expect(deal.stock).toHaveLength(31);
    expectWholeDeck(deal, 1);
  });

  it('forty thieves: ten columns of four and a 64-card stock, two decks', () => {
    const deal = dealFile('forty-thieves', 7);
    expect(shape(deal)).toEqual(Array(10).fill(4));
    expect(deal.stock).toHaveLength(64);
    expect(deal.foundations).toBeUndefined();
    expectWholeDeck(deal, 2);
  });

  it("canfield: four piles of one, the base card up, a 13-card reserve whose top is ours, a 34-card stock", () => {
    const deal = dealFile('canfield', 8);
    const state = ours('canfield', 8);
    expect(shape(deal)).toEqual([1, 1, 1, 1]);
    expect(deal.foundations).toEqual(state.foundations.flat().map(written));
    expect(deal.reserve).toHaveLength(13);
    expect(deal.reserve!.at(-1)).toBe(written(state.reserve[0]!.at(-1)!));
    expect(deal.stock).toHaveLength(34);
    expectWholeDeck(deal, 1);
  });

  it('spiderette: columns of 1 to 7, every card but the last of each written face down (lower case)', () => {
    const deal = dealFile('spiderette', 1);
    expect(shape(deal)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const pile of deal['tableau piles']) {
      expect(pile.slice(0, -1).every((card) => /[cdhs]$/.test(card))).toBe(true);
      expect(pile.at(-1)).toMatch(/[CDHS]$/);
    }
    expect(deal.stock).toHaveLength(24);
    expectWholeDeck(deal, 1);
  });

  it('simple simon: columns of 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, all face up', () => {
    const deal = dealFile('simple-simon', 2);
    expect(shape(deal)).toEqual([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(deal['tableau piles'].flat().every((card) => /[CDHS]$/.test(card))).toBe(true);
    expectWholeDeck(deal, 1);
  });

  it('klondike, as before: seven columns of 1 to 7 and a 24-card stock', () => {
    const deal = dealFile('klondike', 1, ['--draw', '1']);
    expect(shape(deal)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(deal.stock).toHaveLength(24);
    expectWholeDeck(deal, 1);
  });

  it('a game Solvitaire has no preset for is one clear line and exit 1', () => {
    expect(() => execFileSync(process.execPath, [script, '--game', 'yukon', '--out', OUT], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /--game is klondike or one of .*not yukon/,
    );
  });
});
