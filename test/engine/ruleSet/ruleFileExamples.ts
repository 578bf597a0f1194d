// Rule sets for the rule-file tests: classic patiences written as files would write them, each a
// deal that adds up, for checking that good files pass the validator and the schema alike.
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';

export const GOOD_RULE_SETS: Record<string, RuleSet> = {
  golf: {
    name: 'Golf',
    tableau: { piles: 7, cards: 5, build: 'none', move: 'one', empty: 'none' },
    hole: { start: 'stock' },
    stock: { to: 'hole' },
    win: 'tableau-empty',
  },
  blackHole: {
    name: 'Black Hole',
    tableau: { piles: 17, cards: 3, build: 'none', move: 'one', empty: 'none' },
    hole: { start: 'ace-of-spades', wrap: true },
  },
  canfield: {
    name: 'Canfield',
    tableau: { piles: 4, cards: 1, move: 'top-or-whole-pile', empty: 'reserve', wrap: true },
    foundations: { base: 'first-dealt', wrap: true },
    reserve: { cards: 13 },
    stock: { to: 'waste', draw: 3, redeals: 'unlimited' },
  },
  kingOnlyBakersGame: {
    name: "King Only Baker's Game",
    description: "Baker's Game, where only a king may fill an empty column.",
    tableau: { piles: 8, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'suit', move: 'one', empty: 'kings' },
    cells: { count: 4 },
  },
  spiderette: {
    name: 'Spiderette',
    deck: { decks: 1, suits: 4 },
    tableau: { piles: 7, cards: [1, 2, 3, 4, 5, 6, 7], faceDown: [0, 1, 2, 3, 4, 5, 6], build: 'any-suit', move: 'suit-run' },
    foundations: { completeRuns: true },
    stock: { to: 'columns', needsNoEmptyColumn: true },
  },
  fortyThieves: {
    name: 'Forty Thieves',
    deck: { decks: 2 },
    tableau: { piles: 10, cards: 4, build: 'suit', move: 'one' },
    foundations: { count: 8 },
    stock: { to: 'waste' },
  },
  scorpion: {
    name: 'Scorpion',
    tableau: { piles: 7, cards: 7, faceDown: [3, 3, 3, 3, 0, 0, 0], build: 'suit', move: 'any-face-up', empty: 'kings' },
    foundations: { completeRuns: true },
    stock: { to: 'columns', columns: [0, 1, 2] },
  },
  beleagueredCastle: {
    name: 'Beleaguered Castle',
    tableau: { piles: 8, cards: 6, build: 'any-suit', move: 'one', limitGroupsBySpace: true },
    foundations: { acesStartUp: true, cardsComeBack: false, base: 'ace' },
  },
  seahavenTowers: {
    name: 'Seahaven Towers',
    tableau: { piles: 10, cards: 5, build: 'suit', move: 'build-run', limitGroupsBySpace: true, empty: 'kings' },
    cells: { count: 4, dealt: 2 },
  },
  fromFive: {
    name: 'Fives Up',
    tableau: { piles: 8, cards: 6, build: 'alternate-colours' },
    foundations: { base: 5, wrap: true },
    reserve: { cards: 4, layout: 'spread' },
    win: 'all-home',
  },
};
