// Properties every game in the registry must have, checked over random deals and random
// sequences of legal moves: cards are conserved, every listed move applies, a session's replay
// equals the live state, undo is the inverse of a move, applyMove is pure. A game added to the
// registry is covered here without any change, once for each of its variants.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { newSession, play, replay, undo, type Position, type Session } from '../../src/engine/session/session.js';
import type { GameRules, GameState, Move } from '../../src/engine/types.js';
import { cardMultiset, clone, deepFreeze, optionSetsOf, seedsOf } from './fixtures.js';

const MAX_STEPS = 150;
const NUM_RUNS = 60;
const STATUSES = ['playing', 'won', 'lost'];

interface Walk {
  start: GameState;
  position: Position;
  /** The state before the last move, if any move was played. */
  beforeLast: GameState | undefined;
}

const picksArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: MAX_STEPS });

/**
 * Plays from the deal, each step choosing legalMoves[pick % length], and checks the step-wise
 * properties on the way. Stops when no move is legal.
 */
function walk(
  id: PlayableGameId,
  rules: GameRules,
  options: object,
  seed: number,
  picks: number[],
  each: (state: GameState, moves: Move[]) => void,
): Walk {
  let position = newSession(id, seed, options);
  const start = position.state;
  let beforeLast: GameState | undefined;
  for (const pick of picks) {
    const state = position.state;
    const moves = rules.legalMoves(state);
    each(state, moves);
    if (moves.length === 0) break;
    beforeLast = state;
    position = play(position, moves[pick % moves.length]!);
  }
  each(position.state, rules.legalMoves(position.state));
  return { start, position, beforeLast };
}

for (const id of Object.keys(games) as PlayableGameId[]) {
  const rules = games[id];
  const seedArb = seedsOf(rules);
  for (const options of optionSetsOf(rules)) {
    describe(`${id} ${JSON.stringify(options)}`, () => {
      test('the cards are conserved: the same multiset of cards as the deal, after every move', () => {
        fc.assert(
          fc.property(seedArb, picksArb, (seed, picks) => {
            const deck = cardMultiset(rules.newGame({ ...options, seed }));
            walk(id, rules, options, seed, picks, (state) => {
              expect(cardMultiset(state)).toEqual(deck);
            });
          }),
          { numRuns: NUM_RUNS },
        );
      });

      test('every move legalMoves lists applies without throwing, and never mutates its input', () => {
        fc.assert(
          fc.property(seedArb, picksArb, (seed, picks) => {
            walk(id, rules, options, seed, picks, (state, moves) => {
              const before = JSON.stringify(state);
              const frozen = deepFreeze(clone(state));
              for (const move of moves) {
                rules.applyMove(state, move);
                rules.applyMove(frozen, move);
              }
              expect(JSON.stringify(state)).toBe(before);
            });
          }),
          { numRuns: NUM_RUNS },
        );
      });

      test('replaying the session from the deal gives the live state; it survives JSON', () => {
        fc.assert(
          fc.property(seedArb, picksArb, (seed, picks) => {
            const { position } = walk(id, rules, options, seed, picks, () => {});
            expect(replay(position.session)).toEqual(position.state);
            const loaded = JSON.parse(JSON.stringify(position.session)) as Session;
            expect(replay(loaded)).toEqual(position.state);
            expect(JSON.parse(JSON.stringify(position.state))).toEqual(position.state);
          }),
          { numRuns: NUM_RUNS },
        );
      });

      test('undo is the inverse of the last move: the state before it, and the replay of the rest', () => {
        fc.assert(
          fc.property(seedArb, picksArb, (seed, picks) => {
            const { start, position, beforeLast } = walk(id, rules, options, seed, picks, () => {});
            const { session } = position;
            if (session.moves.length === 0) {
              expect(position.state).toEqual(start);
              return;
            }
            const shorter: Session = { ...session, moves: session.moves.slice(0, -1) };
            expect(replay(shorter)).toEqual(beforeLast);
            const back = undo(position);
            expect(back.state).toEqual(beforeLast);
            expect(back.session.redo).toEqual([session.moves[session.moves.length - 1]]);
          }),
          { numRuns: NUM_RUNS },
        );
      });

      test('status is playing, won or lost, and never playing with no legal move left', () => {
        fc.assert(
          fc.property(seedArb, picksArb, (seed, picks) => {
            walk(id, rules, options, seed, picks, (state, moves) => {
              const status = rules.status(state);
              expect(STATUSES).toContain(status);
              if (moves.length === 0) expect(status).not.toBe('playing');
            });
          }),
          { numRuns: NUM_RUNS },
        );
      });
    });
  }
}

test('every variant of every registered game is covered, each under its own id', () => {
  for (const [id, game] of Object.entries(games)) {
    expect(game.id).toBe(id);
    expect(optionSetsOf(game).map((options) => game.variantOf(game.newGame({ ...options, seed: game.deals.first }).options))).toEqual(game.variants);
  }
});
