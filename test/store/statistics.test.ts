// Statistics per variant: counted apart, streaks and bests kept right, and a damaged file never
// trusted nor fatal.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import {
  emptyVariantStats,
  MAX_RULE_FILES,
  parseStatistics,
  recordResult,
  allVariants,
  variantOf,
  winRate,
  type GameResult,
  type Statistics,
} from '../../src/store/statistics.js';

const win = (game: string, options: object, extra: Partial<GameResult> = {}): GameResult => ({
  game, options, won: true, moves: 100, elapsedMs: 60_000, ...extra,
});
const loss = (game: string, options: object, extra: Partial<GameResult> = {}): GameResult => ({
  game, options, won: false, moves: 40, elapsedMs: 30_000, ...extra,
});
const recordAll = (results: GameResult[], start: Statistics = {}): Statistics => results.reduce(recordResult, start);

describe('variants', () => {
  it('names each variant with a key and a label', () => {
    expect(variantOf('autumn-leaves', {})).toEqual({ key: 'autumn-leaves', label: 'Autumn Leaves' });
    expect(variantOf('klondike', { draw: 1, passes: 'unlimited', scoring: 'standard' })).toEqual({ key: 'klondike-draw-1', label: 'Klondike, draw 1' });
    expect(variantOf('klondike', { draw: 3, scoring: 'vegas' })).toEqual({ key: 'klondike-draw-3', label: 'Klondike, draw 3' });
    expect(variantOf('spider', { suits: 1 })).toEqual({ key: 'spider-1-suit', label: 'Spider, 1 suit' });
    expect(variantOf('spider', { suits: 2 })).toEqual({ key: 'spider-2-suits', label: 'Spider, 2 suits' });
    expect(variantOf('spider', { suits: 4 })).toEqual({ key: 'spider-4-suits', label: 'Spider, 4 suits' });
  });

  it('reads missing options as the rules default them (draw 1, 1 suit)', () => {
    expect(variantOf('klondike', {}).key).toBe('klondike-draw-1');
    expect(variantOf('spider', {}).key).toBe('spider-1-suit');
  });

  it('lists the variants in display order', () => {
    expect(allVariants().map((v) => v.key)).toEqual([
      'autumn-leaves', 'klondike-draw-1', 'klondike-draw-3', 'spider-1-suit', 'spider-2-suits', 'spider-4-suits', 'freecell',
      'canfield', 'golf', 'black-hole', 'spiderette', 'simple-simon', 'bakers-game', 'eight-off', 'seahaven-towers',
      'beleaguered-castle', 'streets-and-alleys', 'stronghold', 'siegecraft', 'fan', 'king-albert', 'raglan', 'somerset', 'east-haven', 'forty-thieves', 'yukon', 'scorpion',
      'pyramid', 'tripeaks',
    ]);
  });

  it('keeps Klondike draw 1 and draw 3 apart', () => {
    const stats = recordAll([win('klondike', { draw: 1 }), loss('klondike', { draw: 3 }), loss('klondike', { draw: 3 })]);
    expect(stats['klondike-draw-1']).toMatchObject({ played: 1, won: 1 });
    expect(stats['klondike-draw-3']).toMatchObject({ played: 2, won: 0 });
  });

  it('keeps Spider 1, 2 and 4 suits apart', () => {
    const stats = recordAll([
      win('spider', { suits: 1 }), win('spider', { suits: 1 }),
      loss('spider', { suits: 2 }),
      win('spider', { suits: 4 }), loss('spider', { suits: 4 }), loss('spider', { suits: 4 }),
    ]);
    expect(stats['spider-1-suit']).toMatchObject({ played: 2, won: 2 });
    expect(stats['spider-2-suits']).toMatchObject({ played: 1, won: 0 });
    expect(stats['spider-4-suits']).toMatchObject({ played: 3, won: 1 });
    expect(Object.keys(stats).sort()).toEqual(['spider-1-suit', 'spider-2-suits', 'spider-4-suits']);
  });
});

describe('recording results', () => {
  it('counts played, won, rate and streaks over W W L W', () => {
    const al = 'autumn-leaves';
    const steps = recordAll([win(al, {}), win(al, {})]);
    expect(steps[al]).toEqual({ ...steps[al], played: 2, won: 2, currentStreak: 2, bestStreak: 2 });
    const afterLoss = recordResult(steps, loss(al, {}));
    expect(afterLoss[al]).toMatchObject({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    const stats = recordResult(afterLoss, win(al, {}));
    expect(stats[al]).toMatchObject({ played: 4, won: 3, currentStreak: 1, bestStreak: 2 });
    expect(winRate(stats[al]!)).toBe(0.75);
  });

  it('a longer run beats the best streak', () => {
    const k = { draw: 3 };
    const stats = recordAll([win('klondike', k), loss('klondike', k), win('klondike', k), win('klondike', k), win('klondike', k)]);
    expect(stats['klondike-draw-3']).toMatchObject({ currentStreak: 3, bestStreak: 3 });
  });

  it('win rate is 0 with no games played', () => {
    expect(winRate(emptyVariantStats())).toBe(0);
    expect(winRate({ played: 3, won: 0, currentStreak: 0, bestStreak: 0 })).toBe(0);
  });

  it('does not change the statistics it is given', () => {
    const before = recordAll([win('spider', { suits: 2 })]);
    const copy = structuredClone(before);
    recordResult(before, loss('spider', { suits: 2 }));
    recordResult(before, win('klondike', {}));
    expect(before).toEqual(copy);
  });

  it('keeps the fastest win and the fewest moves, from wins only', () => {
    const o = { draw: 1 };
    const stats = recordAll([
      win('klondike', o, { elapsedMs: 200_000, moves: 120 }),
      win('klondike', o, { elapsedMs: 150_000, moves: 140 }),
      loss('klondike', o, { elapsedMs: 10_000, moves: 5 }),
      win('klondike', o, { elapsedMs: 300_000, moves: 95 }),
    ]);
    expect(stats['klondike-draw-1']).toMatchObject({ bestTimeMs: 150_000, fewestMoves: 95 });
  });

  it('has no best time nor fewest moves before the first win', () => {
    const stats = recordAll([loss('autumn-leaves', {}), loss('autumn-leaves', {})]);
    expect(stats['autumn-leaves']!.bestTimeMs).toBeUndefined();
    expect(stats['autumn-leaves']!.fewestMoves).toBeUndefined();
  });

  it('keeps the highest score of a win: a lost game scoring more is not a best', () => {
    const o = { suits: 4 };
    const stats = recordAll([
      win('spider', o, { score: 900 }),
      loss('spider', o, { score: 1100 }),
      win('spider', o, { score: 1000 }),
    ]);
    expect(stats['spider-4-suits']!.bestScore).toBe(1000);
  });

  it('has no best score while no game is won (Spider 2 suits lost at 448)', () => {
    const stats = recordAll([loss('spider', { suits: 2 }, { score: 448 }), loss('spider', { suits: 2 }, { score: 300 })]);
    expect(stats['spider-2-suits']).toEqual({ played: 2, won: 0, currentStreak: 0, bestStreak: 0 });
  });

  it('keeps negative scores (Vegas) and the higher of them', () => {
    const o = { draw: 3, scoring: 'vegas' };
    const stats = recordAll([win('klondike', o, { score: -37 }), win('klondike', o, { score: -52 })]);
    expect(stats['klondike-draw-3']!.bestScores).toEqual({ vegas: -37 });
  });

  it('keeps Vegas dollars and standard points apart: a best of each, neither beating the other', () => {
    const stats = recordAll([
      win('klondike', { draw: 3, scoring: 'standard' }, { score: 640 }),
      win('klondike', { draw: 3, scoring: 'vegas' }, { score: 1240 }),
      win('klondike', { draw: 3, scoring: 'vegas' }, { score: 52 }),
    ]);
    expect(stats['klondike-draw-3']).toMatchObject({ bestScore: 640, bestScores: { vegas: 1240 } });
    expect(parseStatistics(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
    // A scale the game does not keep, or a damaged value, is dropped alone.
    const read = parseStatistics({ 'klondike-draw-3': { ...stats['klondike-draw-3'], bestScores: { vegas: 'x', golf: 3 } } });
    expect(read['klondike-draw-3']).toMatchObject({ bestScore: 640 });
    expect(read['klondike-draw-3']!.bestScores).toBeUndefined();
  });

  it('records no score for Klondike without scoring', () => {
    const stats = recordAll([win('klondike', { draw: 1, scoring: 'none' }, { score: 0 })]);
    expect(stats['klondike-draw-1']!.bestScore).toBeUndefined();
  });

  it('keeps the best score of every game, those that kept none before too (Autumn Leaves, Golf, a rule file)', () => {
    for (const [game, key] of [['autumn-leaves', 'autumn-leaves'], ['golf', 'golf'], ['freecell', 'freecell']] as const) {
      const stats = recordAll([win(game, {}, { score: 520 }), win(game, {}, { score: 900 }), win(game, {}, { score: 610 })]);
      expect(stats[key]!.bestScore, game).toBe(900);
      expect(parseStatistics(JSON.parse(JSON.stringify(stats)))[key]!.bestScore, game).toBe(900);
    }
  });

  it('leaves nonsense values out of the bests but still counts the game', () => {
    const stats = recordAll([
      win('spider', {}, { elapsedMs: Number.NaN, moves: -3, score: Number.POSITIVE_INFINITY }),
      win('spider', {}, { elapsedMs: 90_000, moves: 2.5 }),
    ]);
    expect(stats['spider-1-suit']).toEqual({ played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 90_000 });
  });
});

describe('parseStatistics', () => {
  const good = { played: 9, won: 5, currentStreak: 2, bestStreak: 3, bestTimeMs: 192_000, fewestMoves: 97, bestScore: 1240 };

  it('reads back what recordResult wrote, through JSON', () => {
    const stats = recordAll([
      win('klondike', { draw: 3 }, { score: 600 }), loss('klondike', { draw: 3 }),
      win('autumn-leaves', {}), win('spider', { suits: 2 }, { score: 700 }),
    ]);
    expect(parseStatistics(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it.each([null, undefined, 0, 42, Number.NaN, 'stats', '', true, [], [good], () => 1])('gives empty statistics for %s', (value) => {
    expect(parseStatistics(value)).toEqual({});
  });

  it('keeps the good entries and drops the malformed ones', () => {
    const parsed = parseStatistics({
      'klondike-draw-3': good,
      'klondike-draw-1': null,
      'spider-1-suit': 'lots',
      'spider-2-suits': [1, 2, 3],
      'spider-4-suits': { ...good, played: -1 },
      'autumn-leaves': { played: 4, won: 2, currentStreak: 1, bestStreak: 2 },
      'no-such-game': good,
      __proto__: good,
    });
    expect(parsed).toEqual({
      'klondike-draw-3': good,
      'autumn-leaves': { played: 4, won: 2, currentStreak: 1, bestStreak: 2 },
    });
  });

  it.each([
    ['a negative count', { played: -2 }],
    ['a fractional count', { won: 1.5 }],
    ['NaN', { currentStreak: Number.NaN }],
    ['Infinity', { played: Number.POSITIVE_INFINITY }],
    ['a count as a string', { played: '9' }],
    ['a missing count', { bestStreak: undefined }],
    ['more wins than games', { won: 10 }],
    ['a best streak longer than the wins', { bestStreak: 6 }],
    ['a current streak longer than the best', { currentStreak: 4 }],
  ])('drops an entry with %s', (_why, change) => {
    expect(parseStatistics({ 'spider-2-suits': { ...good, ...change }, 'autumn-leaves': { ...good, bestScore: undefined } }))
      .toEqual({ 'autumn-leaves': { ...good, bestScore: undefined } });
  });

  it('drops a damaged best alone and keeps the entry', () => {
    const parsed = parseStatistics({
      'spider-2-suits': { ...good, bestTimeMs: -5, fewestMoves: 'ninety', bestScore: Number.NaN },
      'klondike-draw-1': { ...good, bestTimeMs: null, fewestMoves: 12.5, bestScore: '1240' },
    });
    const counts = { played: 9, won: 5, currentStreak: 2, bestStreak: 3 };
    expect(parsed).toEqual({ 'spider-2-suits': counts, 'klondike-draw-1': counts });
  });

  it("drops bests that could not have been set: a time, moves or score with no win (older files counted lost games' scores)", () => {
    const parsed = parseStatistics({
      'klondike-draw-1': { played: 3, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: 1000, fewestMoves: 50, bestScore: 30 },
      'autumn-leaves': { played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestScore: 99 },
    });
    expect(parsed).toEqual({
      'klondike-draw-1': { played: 3, won: 0, currentStreak: 0, bestStreak: 0 },
      'autumn-leaves': { played: 1, won: 0, currentStreak: 0, bestStreak: 0 },
    });
  });

  it('an old file, written before every game kept a score, loads whole, and the next win adds its best score', () => {
    const old = {
      'autumn-leaves': { played: 4, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 300_000, fewestMoves: 140 },
      golf: { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 95_000, fewestMoves: 40 },
      'spider-1-suit': { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 600_000, fewestMoves: 120, bestScore: 1_180 },
    };
    const parsed = parseStatistics(JSON.parse(JSON.stringify(old)));
    expect(parsed).toEqual(old);
    const after = recordResult(parsed, { game: 'golf', options: {}, won: true, moves: 45, elapsedMs: 120_000, score: 355 });
    expect(after.golf).toEqual({ played: 4, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 95_000, fewestMoves: 40, bestScore: 355 });
  });

  it('never throws, whatever it is given', () => {
    const hostile = [
      Object.create(null),
      new Proxy({}, { get: () => 1 }),
      { 'spider-1-suit': new Date() },
      { 'spider-1-suit': { played: 1n, won: 0, currentStreak: 0, bestStreak: 0 } },
      JSON.parse('{"__proto__": {"played": 1}, "autumn-leaves": {"played": 1, "won": 1, "currentStreak": 1, "bestStreak": 1}}'),
    ];
    for (const value of hostile) expect(() => parseStatistics(value)).not.toThrow();
    expect(parseStatistics(hostile[4])).toEqual({ 'autumn-leaves': { played: 1, won: 1, currentStreak: 1, bestStreak: 1 } });
  });
});

describe('rule files kept', () => {
  const entry = { played: 1, won: 0, currentStreak: 0, bestStreak: 0 };
  /** Statistics of `count` rule files, named File 0, File 1 … in the order first played. */
  const ruleFiles = (count: number): Record<string, unknown> => Object.fromEntries(Array.from({ length: count }, (_, i) => [`custom:File ${i}`, entry]));
  const ruleFileGame = (name: string, won: boolean): GameResult => ({ game: 'custom', options: { rules: { ...games.yukon.ruleSet!({}), name } }, won, moves: 9, elapsedMs: 9 });

  it(`a file of more than ${MAX_RULE_FILES} keeps the first ${MAX_RULE_FILES} played, and says so`, () => {
    const problems: string[] = [];
    const stats = parseStatistics({ ...ruleFiles(MAX_RULE_FILES + 1), 'autumn-leaves': entry }, problems);
    expect(Object.keys(stats)).toHaveLength(MAX_RULE_FILES + 1);
    expect(stats['autumn-leaves']).toEqual(entry);
    expect(stats[`custom:File ${MAX_RULE_FILES - 1}`]).toEqual(entry);
    expect(stats[`custom:File ${MAX_RULE_FILES}`]).toBeUndefined();
    expect(problems).toEqual([`its statistics hold ${(MAX_RULE_FILES + 1).toLocaleString('en')} rule files, more than the ${MAX_RULE_FILES.toLocaleString('en')} kept`]);
  });

  it(`at ${MAX_RULE_FILES}, a game of a rule file already counted counts; one of a new rule file does not`, () => {
    const full = parseStatistics(ruleFiles(MAX_RULE_FILES));
    expect(recordResult(full, ruleFileGame('File 7', true))['custom:File 7']).toMatchObject({ played: 2, won: 1 });
    expect(recordResult(full, ruleFileGame('One more', true))).toBe(full);
    expect(recordResult(full, win('klondike', { draw: 1 }))['klondike-draw-1']).toMatchObject({ played: 1 });
  });
});
