// Klondike positions for the solver's tests: deals played on at random, hand-built positions, and
// small random positions the plain search can decide.
import { SUITS } from '../../src/engine/cards/cards.js';
import { resolveKlondikeOptions, type KlondikeOptions, type KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { pile } from '../engine/fixtures.js';

/** A deal played `steps` random legal moves on (fewer if the game ends), the picks drawn from `seed`. */
export function randomlyPlayed(seed: number, options: Partial<KlondikeOptions>, steps: number): KlondikeState {
  const random = mulberry32(seed ^ 0x5bd1e995);
  let state = klondike.newGame({ seed, ...options });
  for (let i = 0; i < steps && klondike.status(state) === 'playing'; i++) {
    const moves = klondike.legalMoves(state);
    state = klondike.applyMove(state, moves[Math.floor(random() * moves.length)]!);
  }
  return state;
}

export interface HandBuilt {
  /** Columns bottom → top, '?' marking face-down cards. */
  tableau: string[];
  /** Bottom → top: the last card is drawn first. */
  stock?: string;
  /** Bottom → top: the last card is the playable one. */
  waste?: string;
  /** How high each foundation is built, in SUITS order (♠ ♥ ♦ ♣). */
  foundations: [number, number, number, number];
  options?: Partial<KlondikeOptions>;
  redeals?: number;
}

export function handBuilt(spec: HandBuilt): KlondikeState {
  return {
    game: 'klondike',
    seed: 0,
    options: resolveKlondikeOptions(spec.options ?? {}),
    tableau: spec.tableau.map((column) => pile(column)),
    stock: pile(spec.stock ?? '').map((c) => ({ ...c, faceUp: false })),
    waste: pile(spec.waste ?? '').map((c) => ({ ...c, faceUp: true })),
    foundations: SUITS.map((suit, i) => Array.from({ length: spec.foundations[i]! }, (_, r) => ({ rank: r + 1, suit, faceUp: true }))),
    removed: [],
    score: 0,
    cells: [], reserve: [], baseRank: 1, redeals: spec.redeals ?? 0,
    movesThisPass: 0,
    movesLastPass: null,
  };
}

/**
 * A small random position: most cards up, the few left (4 to 9) dealt into 1–4 columns (face
 * down under one face-up card) and the stock and waste, with random draw, passes and recycles.
 */
export function smallPosition(seed: number): KlondikeState {
  const random = mulberry32(seed);
  const pick = (n: number): number => Math.floor(random() * n);
  const heights: [number, number, number, number] = [13, 13, 13, 13];
  const left = 4 + pick(6);
  for (let i = 0; i < left; i++) {
    const suit = pick(4);
    if (heights[suit]! > 0) heights[suit]!--;
  }
  const cards = SUITS.flatMap((suit, s) => Array.from({ length: 13 - heights[s]! }, (_, r) => ({ rank: heights[s]! + r + 1, suit, faceUp: false })));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const columns = 1 + pick(4);
  const tableau: KlondikeState['tableau'] = Array.from({ length: columns }, () => []);
  const stock: KlondikeState['stock'] = [];
  const waste: KlondikeState['waste'] = [];
  for (const card of cards) {
    const where = pick(columns + 2);
    if (where < columns) tableau[where]!.push(card);
    else if (where === columns) stock.push(card);
    else waste.push({ ...card, faceUp: true });
  }
  for (const column of tableau) if (column.length > 0) column[column.length - 1] = { ...column[column.length - 1]!, faceUp: true };
  const passes = [1, 2, 3, 'unlimited' as const][pick(4)]!;
  const options = resolveKlondikeOptions({ draw: pick(2) === 0 ? 1 : 3, passes });
  return {
    game: 'klondike', seed, options, tableau, stock, waste,
    foundations: SUITS.map((suit, s) => Array.from({ length: heights[s]! }, (_, r) => ({ rank: r + 1, suit, faceUp: true }))),
    removed: [], cells: [], reserve: [], baseRank: 1, score: 0, redeals: passes === 'unlimited' ? pick(3) : pick(passes), movesThisPass: 0, movesLastPass: null,
  };
}

