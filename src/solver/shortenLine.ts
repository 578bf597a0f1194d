// Makes a winning line read like a person's play before it is shown (a hint, the demo, `leaves solve
// --moves`). A search's line wins, but it may wander: a pass through the stock with nothing played,
// a card moved and later moved back, a king shuffled between two empty columns, a draw made while a
// visible move waited. Three passes over the line, every one through the game's own rules, so any
// game gets them:
// - jump ahead: from each position of the line, a legal move that reaches a later position of the
//   line (the same piles), or wins, skips the moves between;
// - drop what achieves nothing: a move, or two moves of the same card, or a run of stock moves,
//   taken out when the rest still wins (a pile swapped by the dropped move is renamed in the rest);
// - visible first: a stock move and the board move after it trade places when they commute.
// Every change is kept only when the whole line still replays to a win, so the result is a
// winning line never longer than the one given. The work is bounded by a count of moves replayed,
// never by time, so the same line always comes out the same.
import { pilesKey } from '../engine/cards/cardKey.js';
import { gameOf } from '../engine/games.js';
import type { GameRules, GameState, Move, PileRef } from '../engine/types.js';

/** Moves replayed at most while shortening one line. */
const DEFAULT_REPLAY_BUDGET = 40_000;

class Shortener {
  private spent = 0;

  constructor(private readonly rules: GameRules, private readonly start: GameState, private readonly budget: number) {}

  get exhausted(): boolean {
    return this.spent >= this.budget;
  }

  private apply(state: GameState, move: Move): GameState | undefined {
    this.spent++;
    try {
      return this.rules.applyMove(state, move);
    } catch {
      return undefined;
    }
  }

  /** The positions the line passes through from `from`, or undefined when a move is illegal. */
  private positions(from: GameState, line: readonly Move[]): GameState[] | undefined {
    const positions = [from];
    for (const move of line) {
      const next = this.apply(positions[positions.length - 1]!, move);
      if (!next) return undefined;
      positions.push(next);
    }
    return positions;
  }

  /** Whether the line, played from `from`, is legal all the way and ends in a win. */
  wins(line: readonly Move[], from: GameState = this.start): boolean {
    let state = from;
    for (const move of line) {
      const next = this.apply(state, move);
      if (!next) return false;
      state = next;
    }
    return this.rules.status(state) === 'won';
  }

  jumpAhead(line: readonly Move[]): Move[] {
    const positions = this.positions(this.start, line);
    if (!positions) return [...line];
    const lastIndexOf = new Map<string, number>();
    positions.forEach((position, index) => lastIndexOf.set(pilesKey(position), index));
    const shorter: Move[] = [];
    let current = this.start;
    let at = 0;
    // The rest of the line, line[at …], always wins from `current`.
    for (; at < line.length && !this.exhausted; ) {
      let farthest = at + 1;
      let via = line[at]!;
      let reached: GameState | undefined;
      for (const move of this.rules.legalMoves(current)) {
        const next = this.apply(current, move);
        if (!next) continue;
        const target = this.rules.status(next) === 'won' ? line.length : lastIndexOf.get(pilesKey(next)) ?? -1;
        if (target <= farthest) continue;
        // Where a counter (a score, the passes made) differs from the line's position there, the
        // rest must be seen to win.
        if (target < line.length && JSON.stringify(next) !== JSON.stringify(positions[target]) && !this.wins(line.slice(target), next)) continue;
        farthest = target;
        via = move;
        reached = next;
      }
      shorter.push(via);
      current = reached ?? this.apply(current, via)!;
      at = farthest;
    }
    return [...shorter, ...line.slice(at)];
  }

  /** Takes out moves that achieve nothing, one candidate at a time, each kept out only if the rest wins. */
  dropPointless(line: readonly Move[]): Move[] {
    let current = [...line];
    let before = this.start;
    for (let i = 0; i < current.length && !this.exhausted; ) {
      const shorter = this.withoutMovesAt(before, current.slice(0, i), current.slice(i));
      if (shorter) {
        current = shorter;
        continue;
      }
      const next = this.apply(before, current[i]!);
      if (!next) break;
      before = next;
      i++;
    }
    return current;
  }

  /**
   * `head` + `tail` without the tail's first move (with its partner, or its run of stock moves), if
   * that still wins; `before` is the position after `head`.
   */
  private withoutMovesAt(before: GameState, head: readonly Move[], tail: readonly Move[]): Move[] | undefined {
    const move = tail[0]!;
    const after = this.apply(before, move);
    if (!after) return undefined;
    const rest = tail.slice(1);
    if (this.wins(rest, before)) return [...head, ...rest];
    if (move.type === 'move') {
      const swap = swappedPiles(before, after, move);
      if (swap) {
        const renamed = rest.map((later) => renamePiles(later, swap));
        if (this.wins(renamed, before)) return [...head, ...renamed];
      }
      // The same cards moved again, the next time they move: both moves may be a detour.
      const card = movedCardKey(before, move);
      let state = after;
      for (let j = 0; j < rest.length && !this.exhausted; j++) {
        const later = rest[j]!;
        if (later.type === 'move' && movedCardKey(state, later) === card) {
          const without = [...rest.slice(0, j), ...rest.slice(j + 1)];
          return this.wins(without, before) ? [...head, ...without] : undefined;
        }
        const next = this.apply(state, later);
        if (!next) break;
        state = next;
      }
      return undefined;
    }
    // A run of stock moves from here that ends where it began: a pass that played nothing.
    let state = before;
    const key = pilesKey(before);
    for (let j = 0; j < tail.length && tail[j]!.type !== 'move' && !this.exhausted; j++) {
      const next = this.apply(state, tail[j]!);
      if (!next) break;
      state = next;
      if (pilesKey(state) === key && this.wins(tail.slice(j + 1), before)) return [...head, ...tail.slice(j + 1)];
    }
    return undefined;
  }

  /**
   * Lets each board move come before the stock moves (and the plays from the waste) ahead of it, as
   * far back as they commute: what a person sees on the table is played before drawing.
   */
  visibleFirst(line: readonly Move[]): Move[] {
    const positions = this.positions(this.start, line);
    if (!positions) return [...line];
    const current = [...line];
    for (let i = 1; i < current.length && !this.exhausted; i++) {
      const play = current[i]!;
      if (play.type !== 'move' || touchesStock(play)) continue;
      for (let k = i; k > 0 && !this.exhausted; k--) {
        const earlier = current[k - 1]!;
        if (earlier.type === 'move' && !touchesStock(earlier)) break;
        const played = this.apply(positions[k - 1]!, play);
        const both = played && this.apply(played, earlier);
        if (!both || pilesKey(both) !== pilesKey(positions[k + 1]!)) break;
        current[k - 1] = play;
        current[k] = earlier;
        positions[k] = played;
      }
    }
    return current;
  }
}

function touchesStock(move: Extract<Move, { type: 'move' }>): boolean {
  return move.from.pile === 'waste' || move.to.pile === 'waste';
}

function pileOf(state: GameState, ref: PileRef) {
  switch (ref.pile) {
    case 'tableau': return state.tableau[ref.index];
    case 'waste': return state.waste;
    case 'foundation': return state.foundations[ref.index];
    case 'cell': return state.cells?.[ref.index];
    case 'reserve': return state.reserve?.[ref.index];
  }
}

/** Which card a move picks up (the lowest of the group), as text, to find it moved again. */
function movedCardKey(state: GameState, move: Extract<Move, { type: 'move' }>): string | undefined {
  const pile = pileOf(state, move.from);
  const card = pile?.[pile.length - move.count];
  return card && `${card.rank}${card.suit}`;
}

/**
 * When the move only carried a whole pile into an empty one of the same kind and set off nothing
 * else (a king between two empty columns, a card between free cells): the two piles it swapped.
 */
function swappedPiles(before: GameState, after: GameState, move: Extract<Move, { type: 'move' }>): [PileRef, PileRef] | undefined {
  if (move.from.pile !== move.to.pile) return undefined;
  const from = pileOf(before, move.from);
  const to = pileOf(before, move.to);
  if (!from || !to || to.length !== 0 || from.length !== move.count) return undefined;
  const swapped = structuredClone(before);
  const a = pileOf(swapped, move.from)!;
  const b = pileOf(swapped, move.to)!;
  b.push(...a.splice(0));
  return pilesKey(swapped) === pilesKey(after) ? [move.from, move.to] : undefined;
}

function renameRef(ref: PileRef, [a, b]: [PileRef, PileRef]): PileRef {
  if (ref.pile !== a.pile) return ref;
  if (ref.index === a.index) return { ...ref, index: b.index };
  if (ref.index === b.index) return { ...ref, index: a.index };
  return ref;
}

function renamePiles(move: Move, swap: [PileRef, PileRef]): Move {
  return move.type === 'move' ? { ...move, from: renameRef(move.from, swap), to: renameRef(move.to, swap) } : move;
}

/**
 * A winning line from `state`, made to read like a person's play (see the top of this file): never
 * longer, and still a win through the rules. `replayBudget` bounds the moves replayed.
 */
export function shortenLine(state: GameState, line: readonly Move[], replayBudget = DEFAULT_REPLAY_BUDGET): Move[] {
  const shortener = new Shortener(gameOf(state), state, replayBudget);
  let best = [...line];
  for (const pass of [(l: Move[]) => shortener.jumpAhead(l), (l: Move[]) => shortener.dropPointless(l), (l: Move[]) => shortener.visibleFirst(l)]) {
    if (shortener.exhausted) break;
    const next = pass(best);
    if (next.length <= best.length && shortener.wins(next)) best = next;
  }
  return best;
}
