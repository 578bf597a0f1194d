// What the rule-set solver's tests share: the twelve shipped rule sets with their games, random
// positions reached by random legal play, and the solver's own view of a position (its key and
// its moves), so that the solver and the rules engine can be set side by side.
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
import { games, isPlayableGame } from '../../../src/engine/games.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import type { RuleSet } from '../../../src/engine/ruleSet/ruleSet.js';
import type { Card, Suit } from '../../../src/engine/cards/cards.js';
import { MoveGenerator, type MoveList } from '../../../src/engine/ruleSet/solver/moves.js';
import { Position } from '../../../src/engine/ruleSet/solver/position.js';
import { shapeOf, type Shape } from '../../../src/engine/ruleSet/solver/shape.js';
import type { RuleSetState } from '../../../src/engine/ruleSet/state.js';
import type { GameRules, Move } from '../../../src/engine/types.js';

export const RULE_SETS: Record<string, RuleSet> = {
  golf: golfRules,
  'black-hole': blackHoleRules,
  'bakers-game': bakersGameRules,
  'eight-off': eightOffRules,
  'seahaven-towers': seahavenTowersRules,
  'beleaguered-castle': beleagueredCastleRules,
  canfield: canfieldRules,
  'forty-thieves': fortyThievesRules,
  spiderette: spideretteRules,
  'simple-simon': simpleSimonRules,
  yukon: yukonRules,
  scorpion: scorpionRules,
};

export const GAME_IDS = Object.keys(RULE_SETS);

export function engineOf(id: string): GameRules<RuleSetState> {
  if (!isPlayableGame(id)) throw new Error(`no game ${id}`);
  return games[id] as unknown as GameRules<RuleSetState>;
}

/** Whether the moves, played through the rules engine from `state`, end in a win. */
export function replaysToWin(id: string, state: RuleSetState, moves: readonly Move[]): boolean {
  const engine = engineOf(id);
  let position = state;
  for (const move of moves) position = engine.applyMove(position, move);
  return engine.status(position) === 'won';
}

/** The positions of a random game of deal `seed`: the deal, then one after each random legal move. */
export function randomPlay(id: string, seed: number, moves: number): RuleSetState[] {
  const engine = engineOf(id);
  const random = mulberry32(seed * 7919 + 17);
  let state = engine.newGame({ seed });
  const positions = [state];
  for (let i = 0; i < moves; i++) {
    const legal = engine.legalMoves(state);
    if (legal.length === 0) break;
    state = engine.applyMove(state, legal[Math.floor(random() * legal.length)]!);
    positions.push(state);
  }
  return positions;
}

/** The solver's canonical key of a state, as a string, under a shape read from the game's deal. */
export function keyOf(shape: Shape, state: RuleSetState): string {
  const position = Position.fromState(shape, state);
  const bytes = new Uint8Array(position.keyBytes);
  position.writeKey(bytes);
  return bytes.join(',');
}

export function shapeFor(id: string, state: RuleSetState): Shape {
  return shapeOf(RULE_SETS[id]!, state);
}

/** The solver's moves in a position. */
export function solverMoves(position: Position): number[] {
  const list: MoveList = { moves: new Int32Array(2048), ranks: new Int32Array(2048) };
  const n = new MoveGenerator(position).generate(list, 0);
  return Array.from(list.moves.subarray(0, n));
}

/**
 * A Canfield endgame from deal `seed`: each suit's last `least` to `least` + 3 cards still out,
 * shuffled into the columns (one card each), the reserve (up to `reserve` cards), the waste and
 * the stock; the waste's pointer anywhere.
 */
export function canfieldEndgame(seed: number, least = 3, reserve = 6): RuleSetState {
  const random = mulberry32(seed);
  const deal = engineOf('canfield').newGame({ seed });
  const suits: Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
  const rankAt = (i: number): number => ((deal.baseRank - 1 + i) % 13) + 1;
  const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
  const out: Card[] = [];
  const foundations = suits.map((suit) => {
    const up = 13 - least - Math.floor(random() * 4);
    for (let i = up; i < 13; i++) out.push(card(rankAt(i), suit));
    return Array.from({ length: up }, (_, i) => card(rankAt(i), suit));
  });
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  const tableau: Card[][] = [[out.pop()!], [out.pop()!], [out.pop()!], [out.pop()!]];
  const inReserve = out.splice(0, reserve);
  const waste = out.splice(0, Math.floor(random() * out.length));
  return { ...deal, tableau, foundations, reserve: [inReserve], waste, stock: out.map((c) => ({ ...c, faceUp: false })), redeals: 0 };
}
