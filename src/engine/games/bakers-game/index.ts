// Baker's Game as a rule set (docs/rules/bakers-game.md): FreeCell building down in suit — eight
// columns, four free cells, runs moving as far as the cells and empty columns allow.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const bakersGameRules: RuleSet = {
  name: "Baker's Game",
  description:
    'Every card face up in eight columns of 7, 7, 7, 7, 6, 6, 6, 6. Build down in suit; a free cell ' +
    'holds any one card; an empty column takes any card. A run in one suit moves when it could move ' +
    'card by card through the free cells and empty columns. Foundations build up by suit from the ' +
    'ace; win with all 52 cards up.',
  tableau: { piles: 8, cards: [7, 7, 7, 7, 6, 6, 6, 6], build: 'suit', move: 'suit-run', limitGroupsBySpace: true, empty: 'any' },
  cells: { count: 4 },
};

export const bakersGame = ruleSetGame(bakersGameRules, { family: 'FreeCell family' });
