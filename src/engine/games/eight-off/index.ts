// Eight Off as a rule set (docs/rules/eight-off.md): eight columns of six building down in suit,
// eight free cells of which the deal fills four, and only kings in empty columns.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const eightOffRules: RuleSet = {
  name: 'Eight Off',
  description:
    'Every card face up: eight columns of six, and eight free cells with one card in each of the ' +
    'first four. Build down in suit; only a king fills an empty column. A run in one suit moves when ' +
    'the empty free cells could carry it card by card. Foundations build up by suit from the ace; ' +
    'win with all 52 cards up.',
  tableau: { piles: 8, cards: 6, build: 'suit', move: 'suit-run', limitGroupsBySpace: true, empty: 'kings' },
  cells: { count: 8, dealt: 4 },
};

export const eightOff = ruleSetGame(eightOffRules, { family: 'FreeCell family' });
