// Perft, as chess engines count it: from a fixed deal, how many move sequences of each length the
// rules allow (every legal move, pointless ones included, a finished game a leaf). The counts are
// pinned, so any change to what a game's move generator offers — one move more or less, anywhere in
// the first few plies — fails here at once, whichever game it is in. A change that is meant must
// update its row, and say why in its commit.
import { describe, expect, it } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import type { GameState } from '../../src/engine/types.js';

interface PerftCase {
  game: PlayableGameId;
  options: object;
  /** Sequences of 1, 2, 3 … moves from deal 1: as deep as stays under about 40,000. */
  counts: number[];
}

const TABLE: PerftCase[] = [
  { game: 'autumn-leaves', options: {}, counts: [7, 34, 145, 577, 2_274, 9_147, 37_951] },
  { game: 'klondike', options: {}, counts: [3, 8, 21, 57, 151, 389, 940, 2_185, 4_959] },
  { game: 'klondike', options: { draw: 3 }, counts: [3, 8, 22, 64, 168, 382, 845, 1_941, 4_811] },
  { game: 'spider', options: {}, counts: [6, 43, 339, 2_756, 22_466] },
  { game: 'spider', options: { suits: 2 }, counts: [6, 40, 298, 2_288, 17_334] },
  { game: 'spider', options: { suits: 4 }, counts: [6, 38, 264, 1_880, 13_057] },
  { game: 'freecell', options: {}, counts: [32, 888, 19_812] },
  { game: 'canfield', options: {}, counts: [2, 3, 4, 5, 6, 8, 17, 29, 42] },
  { game: 'golf', options: {}, counts: [3, 6, 14, 26, 54, 105, 210, 424, 850] },
  { game: 'black-hole', options: {}, counts: [2, 7, 17, 41, 97, 178, 430, 852, 2_023] },
  { game: 'spiderette', options: {}, counts: [5, 23, 115, 612, 3_228, 18_002] },
  { game: 'simple-simon', options: {}, counts: [4, 15, 60, 342, 2_475, 19_067] },
  { game: 'bakers-game', options: {}, counts: [35, 1_066, 26_814] },
  { game: 'eight-off', options: {}, counts: [51, 2_314] },
  { game: 'seahaven-towers', options: {}, counts: [27, 519, 6_594] },
  { game: 'beleaguered-castle', options: {}, counts: [8, 50, 267, 1_302, 5_886, 24_338] },
  { game: 'streets-and-alleys', options: {}, counts: [4, 15, 54, 189, 688, 2_634, 10_474] },
  { game: 'stronghold', options: {}, counts: [12, 83, 502, 2_909, 16_698] },
  { game: 'siegecraft', options: {}, counts: [16, 180, 1_623, 13_004] },
  { game: 'fan', options: {}, counts: [7, 42, 221, 1_050, 4_666, 20_115] },
  { game: 'king-albert', options: {}, counts: [6, 33, 168, 773, 3_214, 12_186] },
  { game: 'raglan', options: {}, counts: [11, 98, 775, 5_983] },
  { game: 'somerset', options: {}, counts: [4, 15, 56, 230, 1_163, 6_960] },
  { game: 'east-haven', options: {}, counts: [2, 5, 12, 32, 87, 236, 639, 1_757, 4_951, 14_111, 39_885] },
  { game: 'forty-thieves', options: {}, counts: [3, 9, 21, 41, 71, 113, 169, 241, 331] },
  { game: 'yukon', options: {}, counts: [5, 28, 168, 1_053, 6_796] },
  { game: 'scorpion', options: {}, counts: [6, 35, 204, 1_144, 6_072, 30_660] },
  { game: 'pyramid', options: {}, counts: [6, 35, 136, 405, 986, 2_073, 3_968, 7_859, 18_215] },
  { game: 'tripeaks', options: {}, counts: [2, 8, 14, 34, 68, 163, 378, 832, 1_688] },
];

/** The move sequences of exactly `depth` moves from `state`; a finished game ends a sequence early. */
function perft(game: PlayableGameId, state: GameState, depth: number): number {
  const rules = games[game];
  if (depth === 0 || rules.status(state) !== 'playing') return 1;
  let leaves = 0;
  for (const move of rules.legalMoves(state)) leaves += perft(game, rules.applyMove(state, move), depth - 1);
  return leaves;
}

describe('perft: move sequences from deal 1, every game', () => {
  it('the table has every game in the registry', () => {
    const covered = new Set(TABLE.map((row) => row.game));
    expect(Object.keys(games).filter((id) => !covered.has(id as PlayableGameId))).toEqual([]);
  });

  it.each(TABLE)('$game $options', ({ game, options, counts }) => {
    const deal = games[game].newGame({ ...options, seed: 1 });
    expect(counts.map((_, i) => perft(game, deal, i + 1))).toEqual(counts);
  });
});
