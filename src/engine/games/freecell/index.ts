// FreeCell as one game object: the rules engine plays its rule set (ruleSet.ts), dealt by
// Microsoft's deal numbers (deal.ts), and its own tuned solver (solver/) searches it. The registry
// (src/engine/games.ts) lists it.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { Move } from '../../types.js';
import { dealColumns, FIRST_DEAL, isDealNumber, LAST_DEAL } from './deal.js';
import { freecellRuleSet } from './ruleSet.js';

/** Deal `seed` by Microsoft's numbers: the eight columns, every card face up. */
function deal(seed: number) {
  if (!isDealNumber(seed)) throw new RangeError(`FreeCell deals are numbered from ${FIRST_DEAL} to ${LAST_DEAL.toLocaleString('en')}, not ${seed}.`);
  return { tableau: dealColumns(seed) };
}

/**
 * Where a move stood in the order FreeCell has always listed its moves, which hints break ties by:
 * cards up (free cells first, as the engine lists them), free cells onto columns, runs between
 * columns (by the column moved from, then to, then the cards), then into each empty free cell
 * (from the columns, then from the other cells).
 */
function place(move: Move): number {
  if (move.type !== 'move' || move.to.pile === 'foundation') return 0;
  const { from, to } = move;
  if (to.pile === 'tableau') return from.pile === 'cell' ? 1e6 + from.index * 100 + to.index : 2e6 + from.index * 10_000 + to.index * 100 + move.count;
  return 3e6 + to.index * 1000 + (from.pile === 'cell' ? 100 : 0) + from.index;
}

const game = ruleSetGame(freecellRuleSet(), {
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

export const freecell: typeof game = { ...game, legalMoves: (state) => game.legalMoves(state).sort((a, b) => place(a) - place(b)) };
