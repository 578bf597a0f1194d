// FreeCell as one game object: the rules engine plays its rule set (ruleSet.ts), dealt by
// Microsoft's deal numbers (deal.ts), and its own tuned solver (solver/) searches it. The registry
// (src/engine/games.ts) lists it.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import { dealColumns, FIRST_DEAL, isDealNumber, LAST_DEAL } from './deal.js';
import { freecellRuleSet } from './ruleSet.js';

/** Deal `seed` by Microsoft's numbers: the eight columns, every card face up. */
function deal(seed: number) {
  if (!isDealNumber(seed)) throw new RangeError(`FreeCell deals are numbered from ${FIRST_DEAL} to ${LAST_DEAL.toLocaleString('en')}, not ${seed}.`);
  return { tableau: dealColumns(seed) };
}

export const freecell = ruleSetGame(freecellRuleSet(), {
  id: 'freecell',
  summary: "play FreeCell (Microsoft's deal numbers)",
  family: 'Main games',
  rulesInShort:
    'Every card is face up. Build down in alternating colours; a free cell holds any one card; an ' +
    'empty column takes any card or run. A run moves when there are enough free cells and empty ' +
    'columns to carry it one card at a time. Foundations build up by suit from the ace; win with ' +
    'all four at the king.',
  deal,
  deals: { first: FIRST_DEAL, last: LAST_DEAL },
  loadSolver: () => import('./solver/solver.js').then((m) => m.solveFreeCell),
});
