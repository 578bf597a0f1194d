// Pyramid as one game object: its rules (rules.ts), score, the shape of its pyramid, its top row
// (stock and waste), its words, hint traits and solver. The registry (src/engine/games.ts) lists it.
import { defineGame, noOptions } from '../../game.js';
import { removalHints, STOCK_AND_WASTE, TURN_ONE } from '../../common/overlapGames.js';
import { isFree } from '../../common/overlap.js';
import { plural } from '../../plural.js';
import { clearingScore, scoreFact } from '../../common/scoring.js';
import { DROP, SHORTEN, type GameState, type HeaderFact, type Move } from '../../types.js';
import { cardsLeft } from '../../common/overlapGames.js';
import { freeCard, LAYOUT, pyramid as rules, redealWords, removalWords, type PyramidState } from './rules.js';

/** Its score (docs/rules/pyramid.md, "Scoring"): the cards cleared, and at a win the stock left and the bonus. */
function score(state: PyramidState, elapsedMs: number): number {
  return clearingScore(LAYOUT.places.length - cardsLeft(state), state.stock.length, rules.status(state) === 'won', elapsedMs);
}

/** The header's facts: the pyramid's cards left, the stock, the redeals left, the score. */
function facts(state: PyramidState, elapsedMs: number): HeaderFact[] {
  const left = plural(cardsLeft(state), 'card');
  return [
    { text: `${left} left`, shorter: [{ text: left, rank: SHORTEN.left }], dropRank: DROP.lasting },
    { text: `stock ${state.stock.length}`, dropRank: DROP.detail },
    { text: `${redealWords(state)} left`, shorter: [{ text: redealWords(state), rank: SHORTEN.left }], dropRank: DROP.detail },
    scoreFact(score(state, elapsedMs)),
  ];
}

/** How many covered cards a removal frees (each counted once). */
function freedBy(state: GameState, move: Extract<Move, { type: 'move' }>): number {
  const after = rules.applyMove(state as PyramidState, move);
  return LAYOUT.places.filter((_, i) => !isFree(LAYOUT, state.tableau, i) && isFree(LAYOUT, after.tableau, i)).length;
}

// Hints: a king first, then a pair from the pyramid, then one with the waste; each the more for the
// cards it frees.
function judgeMove(state: GameState, move: Extract<Move, { type: 'move' }>): { score: number; reason: string } | undefined {
  const card = freeCard(state, move.from);
  if (!card) return undefined;
  const freed = freedBy(state, move);
  const frees = freed > 0 ? `frees ${plural(freed, 'card')}` : undefined;
  if (move.to.pile === 'foundation') return { score: 90 + freed, reason: frees ?? 'a king goes alone' };
  if (!freeCard(state, move.to)) return undefined;
  const fromPyramid = move.from.pile === 'tableau' && move.to.pile === 'tableau';
  return { score: (fromPyramid ? 70 : 50) + 5 * freed, reason: frees ?? (fromPyramid ? 'two cards of the pyramid gone' : 'a card of the pyramid gone') };
}

export const pyramidGame = defineGame<PyramidState>({
  ...rules,
  parseOptions: noOptions,
  facts,
  score,
  summary: 'play Pyramid (pairs adding up to 13)',
  family: 'Overlapping cards',
  rulesInShort:
    'Remove the 28 cards of the pyramid. Two free cards (nothing over them) whose values add up to ' +
    '13 go together: A+Q, 2+J, 3+10, 4+9, 5+8, 6+7; a king goes alone. The top waste card is free ' +
    'too. Turn the stock one card at a time onto the waste (d); the waste turns over twice, so the ' +
    'stock is gone through three times. Pick a card (Enter), then the card it pairs with.',
  topRow: () => [...STOCK_AND_WASTE],
  overlapLayout: () => LAYOUT,
  moveWords: removalWords,
  stockWords: TURN_ONE,
  // More samples decided than at the default, for little more time (bench/RESULTS.md).
  fairPositions: 9_600,
  hintTraits: removalHints(judgeMove, true),
  loadSolver: () => import('./solver/solver.js').then((m) => m.solvePyramid),
});
