// The fair hint: the move with the best chance of winning given only what the player can see
// (perfect-information Monte Carlo). The unseen cards (engine/unseen.ts) are dealt again among
// their places many times, each a full deal consistent with what is seen; each sampled deal is
// solved by the game's own solver on a small position budget, and the move that wins the most
// sampled deals is the hint; among moves that win alike, the one whose winning lines are shortest.
// Three ways to count a win (FairScheme below); bench/RESULTS.md has them side by side. Anytime:
// it samples until the time or the sample count is reached and answers with the best move so far.
// Everything is read from the position with its unseen cards in a fixed order, so where they lie
// now never changes the answer for the same seed.
import { gameOf } from '../engine/games.js';
import { rankedMoves, reverses } from '../engine/hints.js';
import { mulberry32 } from '../engine/random.js';
import type { GameState, Move } from '../engine/types.js';
import { isKnown, redealUnseen, unseenCount } from '../engine/unseen.js';
import { rollout } from './fairRollout.js';
import { solve } from './solve.js';
import type { Verdict } from './types.js';
import { solveRemembered } from './winningLine.js';

/**
 * How a sampled deal counts for a move. 'vote': the deal is solved once from here and its winning
 * line's first move gets the win (one solve a sample). 'each-move': every useful legal move (one the
 * heuristic ranks, or the stock) is played on the deal and the position after it solved (one solve
 * a move a sample; slower, fairer to moves a line would play later). 'rollout': each-move, and on
 * each sample after each move a rollout (fairRollout.ts: a policy that sees only what a player would)
 * whose wins, then cards home, break the ties left (about twice each-move's time; bench/RESULTS.md).
 */
export type FairScheme = 'vote' | 'each-move' | 'rollout';

export interface FairHintOptions {
  /** Makes the sampling reproducible: the same seed, position and limits give the same answer (default 1). */
  seed?: number;
  /** The answer is the best move found within this long (default 1000 ms). */
  timeLimitMs?: number;
  /** The most sampled deals (default 1000: the time decides). */
  samples?: number;
  /**
   * The most positions each solve of a sampled deal takes (default: the game's `fairPositions`,
   * game.ts, sized so that most of its samples are decided); where nothing is hidden, of the one
   * solve (default: no limit but the time).
   */
  maxPositions?: number;
  /** Stop sampling once aborted, answering with the best move so far. */
  signal?: { readonly aborted: boolean };
  /**
   * Default 'each-move': it gives every move its own chance (the two played alike in the
   * follower, bench/RESULTS.md).
   */
  scheme?: FairScheme;
  /** The move played last: its exact reverse is never the hint (hints that undo each other go round in circles). */
  previous?: Move;
  /**
   * The stock has gone round once since the last move that was not the stock (this position came
   * back with only draws and recycles between): every stock card has been seen in this order, so
   * the hint is the best move that is not the stock, when the samples do not prove them all lost.
   */
  stockRound?: boolean;
  /**
   * On a tie with the stock while the stock holds an unseen card, draw: look through the stock
   * before committing (default off: it lost more deals than it won in the follower, bench/RESULTS.md).
   */
  lookThrough?: boolean;
  /** Called after each sampled deal with the best move so far (for a hint that shows as it improves). */
  onProgress?(advice: FairAdvice): void;
}

export interface FairAdvice {
  /**
   * The move with the most wins (each-move: then the fewest losses, so a move that no sample
   * proves lost is still advised); undefined when there is none (or no sample was solved).
   */
  move: Move | undefined;
  /** How many sampled deals the move wins… */
  wins: number;
  /** … of how many solved. */
  samples: number;
  /**
   * The chance of winning from here, wins / samples; undefined with no sample solved, or (each-move)
   * when the move advised was neither won nor lost in any sample within its budget.
   */
  chance: number | undefined;
  /**
   * Every legal move with the sampled deals it wins ('each-move'), or whose winning line it begins
   * ('vote'), and ('each-move') those in which it was proved to lose, in the order ties are
   * broken; empty where nothing is hidden.
   */
  tally: { move: Move; wins: number; lost: number }[];
  /** How many cards are unseen: 0 means nothing is hidden and the one "sample" is the position itself. */
  unseen: number;
  /** Nothing hidden: the solver's verdict on the position. */
  verdict?: Verdict;
}

export const DEFAULT_FAIR_MS = 1000;
const DEFAULT_SAMPLES = 1000;
/** The tables of a sampled deal's solve are small: its budget is. */
const SAMPLE_MEMORY_BYTES = 8 * 2 ** 20;

/** The fair hint's move for this position, with its estimate. */
export function fairAdvice(state: GameState, options: FairHintOptions = {}): FairAdvice {
  const unseen = unseenCount(state);
  const deadline = performance.now() + (options.timeLimitMs ?? DEFAULT_FAIR_MS);
  // One budget for every sample and every position of a game, so that chances along a game compare.
  const maxPositions = options.maxPositions ?? gameOf(state).fairPositions;
  const signal = options.signal;
  const left = () => deadline - performance.now();
  const stopped = () => left() <= 0 || signal?.aborted === true;

  // Nothing hidden: the solver's own hint (its line remembered, as hint.ts's).
  if (unseen === 0) {
    const result = solveRemembered(state, { timeLimitMs: Math.max(0, left()), maxPositions: options.maxPositions, signal });
    const decided = result.verdict !== 'unknown';
    const won = result.verdict === 'winnable';
    return { move: won ? result.moves[0] : undefined, wins: Number(won), samples: Number(decided), chance: decided ? Number(won) : undefined, tally: [], unseen, verdict: result.verdict };
  }

  // The position with its unseen cards in a fixed order: every move is read from it.
  const position = redealUnseen(state, 0);
  const rules = gameOf(position);
  const { candidates, useful } = candidateOrder(position, options.previous);
  // Each move is solved on every sample: only the moves the heuristic finds some use in, and the
  // stock, so that the samples go further; every move where it finds use in none (the stock alone
  // may lose every sample where a move it does not rank, a card back from a foundation, wins).
  const tried = useful.some((move) => move.type === 'move') ? useful : candidates;
  const lookThrough = options.lookThrough ? stockToLookThrough(position, tried) : undefined;
  const wins = new Map<string, number>();
  // each-move: the sampled deals in which a move was proved to lose; it breaks ties in wins, so
  // that with no win found in any sample the hint is still the move that loses least.
  const lost = new Map<string, number>();
  const next = mulberry32(options.seed ?? 1);
  const maxSamples = options.samples ?? DEFAULT_SAMPLES;
  const scheme = options.scheme ?? 'each-move';
  const eachMove = scheme !== 'vote';
  const rolling = scheme === 'rollout';
  // each-move: the moves of the winning lines found after a move, over the samples it wins; among
  // moves that win and lose alike, the one whose wins are nearest is the hint (a tie the heuristic's
  // order broke went round in circles where every move won every sample, bench/RESULTS.md).
  const steps = new Map<string, number>();
  // rollout: the sampled deals a player's policy wins after the move (fairRollout.ts), and the
  // cards it got home, summed over the samples.
  const rolloutWins = new Map<string, number>();
  const rolloutHome = new Map<string, number>();
  let samples = 0;
  const bestSoFar = (): FairAdvice => {
    const tally = candidates.map((move) => ({ move, wins: wins.get(keyOf(move)) ?? 0, lost: lost.get(keyOf(move)) ?? 0 }));
    const candidate = (entry: (typeof tally)[number]) => entry.wins > 0 || (eachMove && tried.includes(entry.move) && entry.lost < samples);
    // Most wins, then fewest proved losses, then the shortest winning lines, then (rollout) the
    // rollouts' wins and cards home; a full tie keeps the heuristic's order.
    const order = (entry: (typeof tally)[number]) => {
      const key = keyOf(entry.move);
      return [entry.wins, -entry.lost, -(steps.get(key) ?? 0), rolloutWins.get(key) ?? 0, rolloutHome.get(key) ?? 0];
    };
    const better = (a: (typeof tally)[number], b: (typeof tally)[number]) => {
      const [x, y] = [order(a), order(b)];
      const i = x.findIndex((value, at) => value !== y[at]);
      return i >= 0 && x[i]! > y[i]!;
    };
    const bestOf = (entries: typeof tally) => {
      let top: (typeof tally)[number] | undefined;
      for (const entry of entries) {
        if (!candidate(entry)) continue;
        if (!top || better(entry, top)) top = entry;
      }
      return top;
    };
    // The stock (docs/solver.md, "Looking through the stock"): gone round with nothing played, the
    // best other move; still unseen and asked to look through it, it wins a tie.
    let top = (options.stockRound ? bestOf(tally.filter((entry) => entry.move.type === 'move')) : undefined) ?? bestOf(tally);
    const stock = lookThrough && !options.stockRound ? tally.find((entry) => entry.move === lookThrough) : undefined;
    if (top && stock && stock !== top && candidate(stock) && stock.wins >= top.wins) top = stock;
    const most = top?.wins ?? 0;
    // A move no sample could decide either way within its budget says nothing of the chance: not 0%.
    const unknown = samples === 0 || (eachMove && top !== undefined && top.wins === 0 && top.lost === 0);
    return { move: top?.move, wins: most, samples, chance: unknown ? undefined : most / samples, tally, unseen };
  };
  let best = bestSoFar();

  // A solve cut short by the clock is no verdict: that sample is dropped, and sampling ends.
  const solveWithin = (sample: GameState) => {
    const result = solve(sample, { maxPositions, timeLimitMs: Math.max(0, left()), memoryBytes: SAMPLE_MEMORY_BYTES, signal });
    return result.verdict === 'unknown' && stopped() ? undefined : result;
  };
  /** Every start solved, or undefined once the clock or the signal stopped one. */
  const solveAll = (starts: GameState[]) => {
    const results = [];
    for (const start of starts) {
      const result = solveWithin(start);
      if (!result) return undefined;
      results.push(result);
    }
    return results;
  };
  const count = (counts: Map<string, number>, move: Move, by = 1) => counts.set(keyOf(move), (counts.get(keyOf(move)) ?? 0) + by);

  while (samples < maxSamples && !stopped()) {
    const sample = redealUnseen(position, Math.floor(next() * 2 ** 32));
    const starts = eachMove ? tried.map((move) => rules.applyMove(sample, move)) : [sample];
    const results = solveAll(starts);
    if (!results) break;
    if (!eachMove) {
      const [result] = results;
      if (result?.verdict === 'winnable' && result.moves[0]) count(wins, result.moves[0]);
    } else {
      tried.forEach((move, i) => {
        const result = results[i]!;
        if (result.verdict !== 'unknown') count(result.verdict === 'winnable' ? wins : lost, move);
        if (result.verdict === 'winnable') count(steps, move, result.moves.length);
      });
      // The rollouts: counted (a number of moves each), never timed.
      if (rolling) tried.forEach((move, i) => {
        const result = rollout(starts[i]!, move);
        count(rolloutWins, move, Number(result.won));
        count(rolloutHome, move, result.home);
      });
    }
    samples++;
    best = bestSoFar();
    options.onProgress?.(best);
  }
  return best;
}

/**
 * The move that turns stock cards into the waste, when the stock still holds a card the player has
 * never seen and the move is among those tried; undefined otherwise. Every sampled deal's solver
 * knows its stock in order, so the samples value a draw as if the player could see through it:
 * on a tie with a move that cannot be taken back, they cannot tell the player to look first.
 * Only a draw into the waste counts (a deal onto the columns commits as much as any
 * move); once every stock card has been seen the samples know them all and the rule is off, so
 * it never goes round the stock twice for it.
 */
function stockToLookThrough(position: GameState, tried: Move[]): Move | undefined {
  if (position.stock.every(isKnown)) return undefined;
  const draw = tried.find((move) => move.type === 'deal');
  if (!draw) return undefined;
  return gameOf(position).applyMove(position, draw).waste.length > position.waste.length ? draw : undefined;
}

/**
 * The legal moves but the reverse of the previous one, in the order ties are broken: the
 * heuristic's ranking (engine/hints.ts) first, then the stock (these are `useful`), then the rest
 * as the rules list them.
 */
function candidateOrder(position: GameState, previous: Move | undefined): { candidates: Move[]; useful: Move[] } {
  const legal = gameOf(position).legalMoves(position).filter((m) => !reverses(previous, m) && !wholeColumnToEmpty(position, m));
  const ranked = rankedMoves(position, previous).map((r) => r.move).filter((m) => !wholeColumnToEmpty(position, m));
  const keys = new Set(ranked.map(keyOf));
  const useful = [...ranked, ...legal.filter((m) => m.type !== 'move')];
  return { candidates: [...useful, ...legal.filter((m) => m.type === 'move' && !keys.has(keyOf(m)))], useful };
}

/**
 * A whole column moved into an empty column: the same position with two columns swapped. Every
 * sample wins it as often as what it had before, so three empty columns would pass kings round
 * them for ever.
 */
function wholeColumnToEmpty(position: GameState, move: Move): boolean {
  if (move.type !== 'move' || move.from.pile !== 'tableau' || move.to.pile !== 'tableau') return false;
  return position.tableau[move.from.index]!.length === move.count && position.tableau[move.to.index]!.length === 0;
}

function keyOf(move: Move): string {
  return move.type === 'move' ? `${move.from.pile}${move.from.index}>${move.to.pile}${move.to.index}x${move.count}` : move.type;
}
