// Seahaven Towers as a rule set (docs/rules/seahaven-towers.md): ten columns of five building down
// in suit, four free cells of which the deal fills two, and only kings in empty columns.
import { ruleSetGame } from '../../ruleSet/ruleSetGame.js';
import type { RuleSet } from '../../ruleSet/ruleSet.js';

export const seahavenTowersRules: RuleSet = {
  name: 'Seahaven Towers',
  description:
    'Every card face up: ten columns of five, and four free cells with one card in each of the ' +
    'first two. Build down in suit; only a king fills an empty column. A run in one suit moves when ' +
    'the empty free cells could carry it card by card. Foundations build up by suit from the ace; ' +
    'win with all 52 cards up.',
  tableau: { piles: 10, cards: 5, build: 'suit', move: 'suit-run', limitGroupsBySpace: true, empty: 'kings' },
  cells: { count: 4, dealt: 2 },
};

export const seahavenTowers = ruleSetGame(seahavenTowersRules, { family: 'FreeCell family' });
