// FreeCell as one game object: its rules (rules.ts, deal.ts), score, deal numbers, top row, hint
// traits and solver (solver/). The registry (src/engine/games.ts) lists it.
import { defineGame, noOptions, type TopRowPlace } from '../../game.js';
import { alternatingDescending } from '../../piles.js';
import { FIRST_DEAL, LAST_DEAL } from './deal.js';
import { plural } from '../../plural.js';
import { cardScore, scoreFact } from '../../scoring.js';
import { DROP, type HeaderFact } from '../../types.js';
import { freecellRuleSet } from './ruleSet.js';
import { emptyCells, freecell as rules, type FreeCellState } from './rules.js';

/** Its score (docs/rules/freecell.md, "Scoring"): the cards up, and the win bonus. */
function score(state: FreeCellState, elapsedMs: number): number {
  return cardScore(state.foundations.reduce((n, pile) => n + pile.length, 0), rules.status(state) === 'won', elapsedMs);
}

/** The header's facts: how many free cells are empty, the score. */
function facts(state: FreeCellState, elapsedMs: number): HeaderFact[] {
  return [{ text: plural(emptyCells(state), 'free cell'), dropRank: DROP.lasting }, scoreFact(score(state, elapsedMs))];
}

/** The four free cells over the first four columns, the four foundations over the last four. */
function topRow(state: FreeCellState): TopRowPlace[] {
  return [
    ...state.cells.map((_, index): TopRowPlace => ({ slot: { pile: 'cell', index }, column: index })),
    ...state.foundations.map((_, index): TopRowPlace => ({ slot: { pile: 'foundation', index }, column: state.cells.length + index })),
  ];
}

export const freecell = defineGame<FreeCellState>({
  ...rules,
  parseOptions: noOptions,
  facts,
  score,
  summary: "play FreeCell (Microsoft's deal numbers)",
  family: 'Main games',
  rulesInShort:
    'Every card is face up. Build down in alternating colours; a free cell holds any one card; an ' +
    'empty column takes any card or run. A run moves when there are enough free cells and empty ' +
    'columns to carry it one card at a time. Foundations build up by suit from the ace; win with ' +
    'all four at the king.',
  deals: { first: FIRST_DEAL, last: LAST_DEAL },
  topRow,
  hintTraits: {
    sitsOn: alternatingDescending,
    betterParent: () => false,
    suitedRuns: false,
    emptyColumnsCount: true,
    runsLeaveTable: false,
    drawsToWaste: false,
    rowToDeal: () => false,
  },
  ruleSet: freecellRuleSet,
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveFreeCell),
});
