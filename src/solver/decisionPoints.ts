// Where the fair hint (fairHint.ts) decides: the moves that cannot be taken back. From a position,
// every position reachable by reversible moves is enumerated (a move is reversible when its exact
// reverse is legal after it and leads back to the same piles, so it turns up no card and sends
// nothing to a foundation nor takes anything from one; a stock move, when the stock can be gone
// through without end, every stock and waste card is known, and going on through the stock comes
// back to the same piles). The candidates are the other moves from those positions, each with the
// shortest reversible path to it. The enumeration is the same from every position it reaches, so
// asking again after the path's first move finds the same candidates (docs/solver.md, "Deciding at
// moves that cannot be taken back").
import { cardChar, pileKey } from '../engine/cards/cardKey.js';
import { gameOf } from '../engine/games.js';
import { pileOf } from '../engine/common/piles.js';
import { IllegalMoveError, type GameState, type Move } from '../engine/types.js';
import { isKnown, unseenCount } from '../engine/unseen.js';
import { SeenSet } from '../search/seenSet.js';

/** One decision: reversible moves (`path`) and then the move that cannot be taken back. */
export interface Candidate {
  path: Move[];
  move: Move;
  /** The position after the path and the move. */
  after: GameState;
  /** The move turns up a card the player has not seen. */
  reveals: boolean;
}

/**
 * The positions the enumeration may take: most games' stay far below it; a position with many
 * runs to shuffle between columns does not, and then the enumeration is cut (docs/solver.md).
 */
export const MAX_REVERSIBLE_POSITIONS = 1000;
/** log2 of the seen-set's size: at MAX_REVERSIBLE_POSITIONS it is still below three quarters full. */
const SEEN_LOG2 = 11;

/**
 * The candidates from this position, in the order ties are broken: card moves that turn up a card
 * first, then those that send a card home, then the other card moves, then the stock (a deal
 * commits to every card it brings), each group in the order of their positions' keys (the same
 * from every position of the enumeration). A candidate that wins is the only one.
 */
export function decisionPoints(position: GameState, maxPositions = MAX_REVERSIBLE_POSITIONS): Candidate[] {
  const rules = gameOf(position);
  const seen = new SeenSet(SEEN_LOG2);
  const mark = (key: string) => seen.add(hashText(key, 0x811c9dc5), hashText(key, 0x01000193));
  const wasSeen = (key: string) => seen.has(hashText(key, 0x811c9dc5), hashText(key, 0x01000193));
  const stockCycles = new Map<string, boolean>();
  const queue: { state: GameState; key: string; path: Move[] }[] = [{ state: position, key: keyOf(position), path: [] }];
  mark(queue[0]!.key);
  const leaving: Candidate[] = [];
  for (let at = 0; at < queue.length; at++) {
    const { state, key, path } = queue[at]!;
    for (const move of rules.legalMoves(state)) {
      const after = rules.applyMove(state, move);
      const afterKey = keyOf(after);
      // Back into the enumeration: neither a new position nor a decision.
      if (wasSeen(afterKey)) continue;
      if (reversible(state, key, move, after, stockCycles)) {
        if (queue.length < maxPositions && mark(afterKey)) queue.push({ state: after, key: afterKey, path: [...path, move] });
        continue;
      }
      const candidate = { path, move, after, reveals: reveals(state, after) };
      if (rules.status(after) === 'won') return [candidate];
      leaving.push(candidate);
    }
  }
  // The same decision reached from two arrangements of the reversible moves is one candidate, the
  // nearer one: the arrangement can still be changed after it.
  const bySignature = new Map<string, Candidate>();
  for (const candidate of leaving) {
    if (wasSeen(keyOf(candidate.after))) continue;
    const signature = signatureOf(candidate);
    if (!bySignature.has(signature)) bySignature.set(signature, candidate);
  }
  const group = (c: Candidate) => (c.move.type !== 'move' ? 3 : c.reveals ? 0 : sentHome(c) ? 1 : 2);
  const sortKey = new Map([...bySignature.values()].map((c) => [c, keyOf(c.after)]));
  return [...bySignature.values()].sort((a, b) => group(a) - group(b) || (sortKey.get(a)! < sortKey.get(b)! ? -1 : sortKey.get(a)! > sortKey.get(b)! ? 1 : 0));
}

/**
 * Where every card lies and which face-down cards the player has seen, one character a card
 * (cardKey.ts's, moved up past them for a seen face-down card) and one a pile's end.
 */
function keyOf(state: GameState): string {
  let key = '';
  for (const group of [[state.stock], [state.waste], state.tableau, state.foundations, state.removed, state.cells ?? [], state.reserve ?? []]) {
    for (const pile of group) {
      for (const card of pile) key += card.seen && !card.faceUp ? String.fromCharCode(cardChar(card).charCodeAt(0) + 128) : cardChar(card);
      key += '/';
    }
    key += '|';
  }
  return key;
}

function reversible(state: GameState, key: string, move: Move, after: GameState, stockCycles: Map<string, boolean>): boolean {
  const rules = gameOf(state);
  if (rules.status(after) !== 'playing') return false;
  if (move.type !== 'move') return stockGoesRound(state, key, after, stockCycles);
  const back: Move = { type: 'move', from: move.to, to: move.from, count: move.count };
  try {
    return keyOf(rules.applyMove(after, back)) === key;
  } catch (error) {
    if (error instanceof IllegalMoveError) return false;
    throw error;
  }
}

/**
 * A stock move is reversible when the stock can be gone through without end, the player knows every
 * card of the stock and the waste, and going on through the stock comes back to these piles. That
 * depends on the stock and the waste alone, so it is worked out once for each.
 */
function stockGoesRound(state: GameState, key: string, after: GameState, stockCycles: Map<string, boolean>): boolean {
  const rules = gameOf(state);
  if (rules.ruleSet?.(state.options).stock?.redeals !== 'unlimited') return false;
  if (!state.stock.every(isKnown) || !state.waste.every(isKnown)) return false;
  const cycleKey = `${pileKey(state.stock)}|${pileKey(state.waste)}`;
  const known = stockCycles.get(cycleKey);
  if (known !== undefined) return known;
  let position = after;
  let back = false;
  for (let step = 0; step <= state.stock.length + state.waste.length + 1 && !back; step++) {
    const stockMove = rules.legalMoves(position).find((m) => m.type !== 'move');
    if (!stockMove) break;
    position = rules.applyMove(position, stockMove);
    if (rules.status(position) !== 'playing') break;
    back = keyOf(position) === key;
  }
  stockCycles.set(cycleKey, back);
  return back;
}

/** The move turned up a card the player had never seen. */
function reveals(state: GameState, after: GameState): boolean {
  return unseenCount(after) < unseenCount(state);
}

function sentHome(candidate: Candidate): boolean {
  return candidate.move.type === 'move' && candidate.move.to.pile === 'foundation';
}

/**
 * What a decision does, whatever the arrangement of reversible moves before it: the kind of move,
 * the cards moved, what they land on and what they leave; a stock move, the stock and the waste.
 */
function signatureOf({ move, after }: Candidate): string {
  if (move.type !== 'move') return `${move.type}|${pileKey(after.stock)}|${pileKey(after.waste)}`;
  const to = pileOf(after, move.to) ?? [];
  const from = pileOf(after, move.from) ?? [];
  const moved = to.slice(to.length - move.count);
  const onto = to[to.length - move.count - 1];
  const left = from[from.length - 1];
  return `${move.from.pile}>${move.to.pile}${move.to.pile === 'tableau' ? '' : move.to.index}|${pileKey(moved)}|${onto ? cardChar(onto) : '-'}|${left ? cardChar(left) : '-'}`;
}

/** FNV-1a over the key's characters from a given basis: two bases give the seen-set its two hashes. */
function hashText(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
