// The rules engine's status over random play of every shipped rule set and of rule sets made for
// the test: 'lost' only when no card can move (and then only a stock that turns without end may
// still be turned), and the cards conserved, on every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/engine/games.js';
import { bakersGameRules } from '../../../src/engine/games/bakers-game/index.js';
import { beleagueredCastleRules } from '../../../src/engine/games/beleaguered-castle/index.js';
import { blackHoleRules } from '../../../src/engine/games/black-hole/index.js';
import { canfieldRules } from '../../../src/engine/games/canfield/index.js';
import { eightOffRules } from '../../../src/engine/games/eight-off/index.js';
import { fortyThievesRules } from '../../../src/engine/games/forty-thieves/index.js';
import { golfRules } from '../../../src/engine/games/golf/index.js';
import { scorpionRules } from '../../../src/engine/games/scorpion/index.js';
import { seahavenTowersRules } from '../../../src/engine/games/seahaven-towers/index.js';
import { simpleSimonRules } from '../../../src/engine/games/simple-simon/index.js';
import { spideretteRules } from '../../../src/engine/games/spiderette/index.js';
import { yukonRules } from '../../../src/engine/games/yukon/index.js';
import type { Game } from '../../../src/engine/game.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import { ruleSetGame } from '../../../src/engine/ruleSet/ruleSetGame.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { newSession, play, replay, undo } from '../../../src/engine/session/session.js';
import { cardMultiset } from '../fixtures.js';

const SHIPPED = ['canfield', 'golf', 'black-hole', 'spiderette', 'simple-simon', 'bakers-game', 'eight-off', 'seahaven-towers', 'beleaguered-castle', 'forty-thieves', 'yukon', 'scorpion'] as const;

/** Rule sets that use the knobs no shipped game uses, or uses otherwise. */
const MADE: RuleSet[] = [
  { name: 'Spread Reserve', tableau: { piles: 6, cards: 6, empty: 'reserve', move: 'one' }, reserve: { cards: 6, layout: 'spread' }, cells: { count: 1 }, stock: { to: 'waste', draw: 2, redeals: 2 } },
  { name: 'Come Back', tableau: { piles: 7, cards: [1, 2, 3, 4, 5, 6, 7], faceDown: [0, 1, 2, 3, 4, 5, 6], empty: 'kings' }, foundations: { cardsComeBack: true }, stock: { to: 'waste', draw: 1, redeals: 'unlimited' } },
  { name: 'Base Seven', tableau: { piles: 8, cards: 5, build: 'any-suit', move: 'whole-pile', wrap: true }, foundations: { base: 7, wrap: true }, stock: { to: 'columns', columns: [0, 2, 4] } },
  { name: 'Two Suits', deck: { decks: 2, suits: 2 }, tableau: { piles: 10, cards: 5, faceDown: 4, build: 'any-suit', move: 'suit-run' }, foundations: { completeRuns: true, count: 8 }, stock: { to: 'columns', needsNoEmptyColumn: true } },
  { name: 'Wrapped Hole', tableau: { piles: 8, cards: 4, build: 'alternate-colours', move: 'build-run', limitGroupsBySpace: true }, hole: { start: 'stock', wrap: true }, cells: { count: 2, dealt: 1 }, stock: { to: 'hole' } },
];

const RULES: Record<(typeof SHIPPED)[number], RuleSet> = {
  canfield: canfieldRules, golf: golfRules, 'black-hole': blackHoleRules, spiderette: spideretteRules, 'simple-simon': simpleSimonRules,
  'bakers-game': bakersGameRules, 'eight-off': eightOffRules, 'seahaven-towers': seahavenTowersRules,
  'beleaguered-castle': beleagueredCastleRules, 'forty-thieves': fortyThievesRules, yukon: yukonRules, scorpion: scorpionRules,
};

function cases(): [string, Game, RuleSet][] {
  return [
    ...SHIPPED.map((id): [string, Game, RuleSet] => [id, games[id], RULES[id]]),
    ...MADE.map((rules): [string, Game, RuleSet] => [rules.name, ruleSetGame(rules) as unknown as Game, rules]),
  ];
}

describe.each(cases())('%s', (_name, game, rules) => {
  const endless = rules.stock?.to === 'waste' && rules.stock.redeals === 'unlimited';
  it("status is 'lost' only when no card can move; a stock that can still be dealt leaves it 'playing' unless the waste turns without end", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (seed, picks) => {
        let state = game.newGame({ seed }) as RuleSetState;
        const deck = cardMultiset(state);
        for (const pick of picks) {
          const moves = game.legalMoves(state);
          const status = game.status(state);
          if (status === 'lost') {
            expect(moves.filter((m) => m.type === 'move')).toEqual([]);
            // Stock turning alone is left: only where the waste turns over without end.
            if (moves.length > 0) expect(endless).toBe(true);
          }
          if (moves.length === 0) {
            expect(status).not.toBe('playing');
            break;
          }
          state = game.applyMove(state, moves[pick % moves.length]!) as RuleSetState;
          expect(cardMultiset(state)).toEqual(deck);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('sessions of rule-set games', () => {
  it.each(SHIPPED)('%s: the replay of a session is the live state, and undo gives the state before the last move', (id) => {
    let position = newSession(id, 4);
    const states = [position.state];
    for (let i = 0; i < 60; i++) {
      const moves = games[id].legalMoves(position.state);
      if (moves.length === 0) break;
      position = play(position, moves[(i * 5) % moves.length]!);
      states.push(position.state);
    }
    expect(replay(position.session)).toEqual(position.state);
    if (states.length > 1) expect(undo(position).state).toEqual(states[states.length - 2]);
  });
});
