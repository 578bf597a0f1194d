// TriPeaks as one game object: its rules (rules.ts), score, the shape of its peaks, its top row
// (stock and waste), its words, hint traits and solver. The registry (src/engine/games.ts) lists it.
import { cardName } from '../../cards/cards.js';
import { defineGame, noOptions, ONE_PASS_FAN } from '../../game.js';
import { removalHints, STOCK_AND_WASTE, TURN_ONE } from '../../common/overlapGames.js';
import { plural } from '../../plural.js';
import { clearingScore, scoreFact } from '../../common/scoring.js';
import { DROP, SHORTEN, type GameState, type HeaderFact, type Move } from '../../types.js';
import { cardsLeft } from '../../common/overlapGames.js';
import { freeCard, LAYOUT, tripeaks as rules, type TriPeaksState } from './rules.js';

/** Its score (docs/rules/tripeaks.md, "Scoring"): the cards cleared, and at a win the stock left and the bonus. */
function score(state: TriPeaksState, elapsedMs: number): number {
  return clearingScore(LAYOUT.places.length - cardsLeft(state), state.stock.length, rules.status(state) === 'won', elapsedMs);
}

/** The header's facts: the peaks' cards left, the stock and the score. */
function facts(state: TriPeaksState, elapsedMs: number): HeaderFact[] {
  const left = plural(cardsLeft(state), 'card');
  return [
    { text: `${left} left`, shorter: [{ text: left, rank: SHORTEN.left }], dropRank: DROP.lasting },
    { text: `stock ${state.stock.length}`, dropRank: DROP.detail },
    scoreFact(score(state, elapsedMs)),
  ];
}

// Hints: a card that turns face-down cards up first, then the one from the lower rows (they hold
// the way into the peaks).
function judgeMove(state: GameState, move: Extract<Move, { type: 'move' }>): { score: number; reason: string } | undefined {
  if (move.from.pile !== 'tableau') return undefined;
  const card = freeCard(state, move.from.index);
  if (!card) return undefined;
  const after = rules.applyMove(state as TriPeaksState, move);
  const turned = after.tableau.filter((pile, i) => pile[0]?.faceUp && !state.tableau[i]![0]!.faceUp).length;
  const row = LAYOUT.places[move.from.index]!.row;
  const reason = turned > 0 ? `turns up ${plural(turned, 'card')}` : row === 3 ? 'clears a card of the bottom row' : 'clears a card of the peaks';
  return { score: 60 + 10 * turned + row, reason };
}

export const tripeaksGame = defineGame<TriPeaksState>({
  ...rules,
  parseOptions: noOptions,
  facts,
  score,
  summary: 'play TriPeaks (three peaks, one rank up or down)',
  family: 'Overlapping cards',
  rulesInShort:
    'Clear the three peaks: play a free card (nothing over it) onto the waste when it is one rank ' +
    'above or below the top waste card, whatever its suit; king and ace are neighbours. A card ' +
    'turns face up once nothing covers it. Turn the stock one card at a time onto the waste (d), ' +
    'once through: there is no redeal.',
  // The stock goes through once: the waste is fanned, its cards gone by for good.
  topRow: () => STOCK_AND_WASTE.map((place) => (place.slot.pile === 'waste' ? { ...place, fanned: ONE_PASS_FAN } : place)),
  overlapLayout: () => LAYOUT,
  moveWords: (state, move) => {
    if (move.type !== 'move' || move.from.pile !== 'tableau') return undefined;
    const card = freeCard(state, move.from.index);
    return card ? `${cardName(card)} onto the waste` : undefined;
  },
  stockWords: TURN_ONE,
  hintTraits: removalHints(judgeMove, false),
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveTriPeaks),
});
