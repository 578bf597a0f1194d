// The help screen's words: every key, and each game's rules in short.
import type { PlayableGameId } from '../engine/games.js';

/** Every key, with the state of the switches the help screen can turn (W works on it too). */
export function keyHelp(winnableOnly: boolean): readonly (readonly [string, string])[] {
  return [
    ...KEY_HELP,
    ['w W', `winnable status shown or not; winnable deals only (now ${winnableOnly ? 'on' : 'off'})`],
  ];
}

const KEY_HELP: readonly (readonly [string, string])[] = [
  ['← → h l', 'move between piles (holding cards: between the piles that take them)'],
  ['↑ ↓ k j', 'more or fewer cards of the run (Klondike: ↑ past it: the top row)'],
  ['Enter Space', 'pick up the chosen cards / drop them on the highlighted pile'],
  ['Esc', 'put the held cards back'],
  ['1–9 0', 'jump to a column (0 is the tenth); holding cards: drop them there'],
  ['d', 'deal from the stock (Klondike: draw, or turn the waste over)'],
  ['f a', 'Klondike: card to its foundation; every card that can safely go up'],
  ['u r', 'undo, redo'],
  ['t', 'hint: the next move of a known win, else a good move'],
  ['U D', 'back to the last winnable position (r replays); demo of the win'],
  ['n R', 'new deal; restart this deal (both ask while a game is on)'],
  ['? q Ctrl+Z', 'this help (any key closes it); quit, or suspend (both save the game)'],
];

/** Each game's rules in short, one paragraph (the help screen wraps it to the terminal). */
export const RULES_IN_SHORT: Record<PlayableGameId, string> = {
  'autumn-leaves':
    'Move the top card, or a run in one suit descending by one, onto any higher card of its suit ' +
    '(4♥ onto 7♥). An empty column takes any card or run. Deal five times: a card onto every ' +
    'column, empty ones too. Win with four columns each holding one suit K→A.',
  klondike:
    'Build down in alternating colours; any ordered run moves; only a king fills an empty column. ' +
    'Foundations build up by suit from the ace. Draw 1 or 3 from the stock; turn the waste over ' +
    'while passes remain. Win with all four foundations at the king.',
  spider:
    'Any card goes onto the next higher rank; only a run in one suit moves together; an empty ' +
    'column takes any card or run. Deal a row onto every column (no column may be empty). A run ' +
    'K→A of one suit leaves the table; eight of them win.',
};
