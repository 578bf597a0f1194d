// Autumn Leaves as one game object: its rules (rules.ts), score, hint traits and solver. The registry
// (src/engine/games.ts) lists it first: it is the game `leaves` plays when none is named.
import { KING } from '../../cards/cards.js';
import { defineGame, noOptions } from '../../game.js';
import { plural } from '../../plural.js';
import { cardScore, scoreFact } from '../../common/scoring.js';
import { DROP, SHORTEN, type HeaderFact } from '../../types.js';
import { autumnLeaves as rules, dealsLeft, type AutumnLeavesState } from './rules.js';

/**
 * Cards in their place for the win: in each column with a king at the bottom, the king and the
 * cards above it that go down from it by one in its suit.
 */
function cardsInPlace(state: AutumnLeavesState): number {
  return state.tableau.reduce((n, column) => {
    const king = column[0];
    if (king?.rank !== KING || !king.faceUp) return n;
    let length = 1;
    while (column[length]?.suit === king.suit && column[length]!.rank === KING - length) length++;
    return n + length;
  }, 0);
}

/** Its score (docs/rules/autumn-leaves.md, "Scoring"): the cards in place, and the win bonus. */
function score(state: AutumnLeavesState, elapsedMs: number): number {
  return cardScore(cardsInPlace(state), rules.status(state) === 'won', elapsedMs);
}

/** The header's facts: the deals left, the score. */
function facts(state: AutumnLeavesState, elapsedMs: number): HeaderFact[] {
  const deals = plural(dealsLeft(state), 'deal');
  return [{ text: `${deals} left`, shorter: [{ text: deals, rank: SHORTEN.left }], dropRank: DROP.lasting }, scoreFact(score(state, elapsedMs))];
}

export const autumnLeaves = defineGame<AutumnLeavesState>({
  ...rules,
  parseOptions: noOptions,
  facts,
  score,
  summary: "play Autumn Leaves (Toby Ord's suited solitaire)",
  family: 'Main games',
  rulesInShort:
    'Move the top card, or a run in one suit descending by one, onto any higher card of its suit ' +
    '(4♥ onto 7♥). An empty column takes any card or run. Deal five times: a card onto every ' +
    'column, empty ones too. Win with four columns each holding one suit K→A.',
  stockWords: { verb: 'deal', did: 'dealt a row', advice: 'deal from the stock' },
  // Its deals take far more positions to solve than the default gives a sample (bench/RESULTS.md).
  fairPositions: 38_400,
  hintTraits: {
    sitsOn: (below, above) => below.suit === above.suit && below.rank > above.rank,
    // Onto the next card of the suit from a higher one further up.
    betterParent: (parent, card, onto) => onto.rank === card.rank + 1 && parent.rank !== card.rank + 1,
    suitedRuns: true,
    emptyColumnsCount: true,
    runsLeaveTable: false,
    drawsToWaste: false,
    rowToDeal: () => false,
  },
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveAutumnLeaves),
});
