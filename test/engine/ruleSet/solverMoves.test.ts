// The rule-set solver's moves against the rules engine's, on random positions of all twelve
// shipped games: the same positions follow (up to the solver's canonical key), each solver move
// said as engine moves is legal and reaches what the solver reached, and a move taken back
// leaves the position as it was. Where the waste turns over without end, the solver plays any
// card the turns can bring up: its moves are the engine's, and the engine's moves of a waste card
// after any number of turns.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../src/engine/types.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import { usesDeck } from '../../../src/engine/ruleSet/solver/deckKey.js';
import { applyMove, toEngineMoves } from '../../../src/engine/ruleSet/solver/moves.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { engineOf, GAME_IDS, keyOf, randomPlay, shapeFor, solverMoves } from './solverFixtures.js';

const SEEDS = [1, 2, 3, 4, 5, 6];
const MOVES = 80;

const isTurn = (move: Move): boolean => move.type === 'deal' || move.type === 'recycle';
const fromWaste = (move: Move): boolean => move.type === 'move' && move.from.pile === 'waste';

/** Every state the stock's turns and the waste's turning over reach from `state`, itself first. */
function turnsOf(state: RuleSetState, id: string): RuleSetState[] {
  const engine = engineOf(id);
  const name = (s: RuleSetState): string => JSON.stringify([s.stock, s.waste]);
  const states = [state];
  const seen = new Set([name(state)]);
  for (let i = 0; i < states.length; i++) {
    for (const move of engine.legalMoves(states[i]!).filter(isTurn)) {
      const next = engine.applyMove(states[i]!, move);
      if (!seen.has(name(next))) {
        seen.add(name(next));
        states.push(next);
      }
    }
  }
  return states;
}

describe.each(GAME_IDS)('the rule-set solver in %s', (id) => {
  const engine = engineOf(id);

  it("generates the engine's legal moves: the same positions follow, less repeats", () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const positions = randomPlay(id, seed, MOVES);
      const shape = shapeFor(id, positions[0]!);
      // With a waste, every position costs the engine's moves after each turn: every fourth one.
      for (const state of usesDeck(shape) ? positions.filter((_, i) => i % 4 === 0) : positions) {
        const parent = keyOf(shape, state);
        const turned = usesDeck(shape) ? turnsOf(state, id) : [state];
        const byEngine = new Set(
          turned.flatMap((s) =>
            engine
              .legalMoves(s)
              .filter((move) => !(usesDeck(shape) && isTurn(move)) && (s === state || fromWaste(move)))
              .map((move) => keyOf(shape, engine.applyMove(s, move))),
          ),
        );
        for (const s of turned) byEngine.delete(keyOf(shape, s));
        const position = Position.fromState(shape, state);
        const bySolver = new Set<string>();
        const bytes = new Uint8Array(position.keyBytes);
        for (const move of solverMoves(position)) {
          const said = toEngineMoves(position, move);
          const mark = position.mark();
          applyMove(position, move);
          position.writeKey(bytes);
          const key = bytes.join(',');
          bySolver.add(key);
          // The engine plays the same move to the same position.
          expect(keyOf(shape, said.reduce((s, m) => engine.applyMove(s, m), state))).toBe(key);
          position.undoTo(mark);
          position.writeKey(bytes);
          expect(bytes.join(',')).toBe(parent);
        }
        // A move may reach the position itself again (a twin card's run onto its twin's place).
        for (const s of turned) bySolver.delete(keyOf(shape, s));
        expect([...bySolver].sort()).toEqual([...byEngine].sort());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SEEDS.length * 5);
  });
});
