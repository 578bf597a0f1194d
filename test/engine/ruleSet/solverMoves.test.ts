// The rule-set solver's moves against the rules engine's, on random positions of all twelve
// shipped games: the same positions follow (up to the solver's canonical key), each solver move
// said as an engine move is legal and reaches what the solver reached, and a move taken back
// leaves the position as it was.
import { describe, expect, it } from 'vitest';
import { applyMove, toEngineMove } from '../../../src/engine/ruleSet/solver/moves.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { engineOf, GAME_IDS, keyOf, randomPlay, shapeFor, solverMoves } from './solverFixtures.js';

const SEEDS = [1, 2, 3, 4, 5, 6];
const MOVES = 80;

describe.each(GAME_IDS)('the rule-set solver in %s', (id) => {
  const engine = engineOf(id);

  it("generates the engine's legal moves: the same positions follow, less repeats", () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const positions = randomPlay(id, seed, MOVES);
      const shape = shapeFor(id, positions[0]!);
      for (const state of positions) {
        const parent = keyOf(shape, state);
        const byEngine = new Set(engine.legalMoves(state).map((move) => keyOf(shape, engine.applyMove(state, move))));
        byEngine.delete(parent);
        const position = Position.fromState(shape, state);
        const bySolver = new Set<string>();
        const bytes = new Uint8Array(position.keyBytes);
        for (const move of solverMoves(position)) {
          const said = toEngineMove(position, move);
          const mark = position.mark();
          applyMove(position, move);
          position.writeKey(bytes);
          const key = bytes.join(',');
          bySolver.add(key);
          // The engine plays the same move to the same position.
          expect(keyOf(shape, engine.applyMove(state, said))).toBe(key);
          position.undoTo(mark);
          position.writeKey(bytes);
          expect(bytes.join(',')).toBe(parent);
        }
        // A move may reach the position itself again (a twin card's run onto its twin's place).
        bySolver.delete(parent);
        expect([...bySolver].sort()).toEqual([...byEngine].sort());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SEEDS.length * 10);
  });
});
