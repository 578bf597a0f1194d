// The help screen's words: every key, for the game being played (its stock, its foundations).
import type { Game } from '../engine/game.js';

/**
 * Every key for this game, with the state of the switches the help screen can turn (W works on it
 * too). `topRow`: whether the board has a row above its columns.
 */
export function keyHelp(game: Game, topRow: boolean, winnableOnly: boolean): readonly (readonly [string, string])[] {
  const drawing = game.hintTraits.drawsToWaste ? ', or turn the waste over' : '';
  return [
    ['← → h l', 'move between piles (holding cards: between the piles that take them)'],
    ['↑ ↓ k j', `more or fewer cards of the run${topRow ? ' (↑ past it: the top row)' : ''}`],
    ['Enter Space', 'pick up the chosen cards, or drop them; Esc puts them back'],
    ['click', `a card: pick up its run; a pile: drop there${game.stockWords ? `; the stock: ${game.stockWords.verb}` : ''}`],
    ['1–9 0', 'jump to a column (0 is the tenth); holding cards: drop them there'],
    ...(game.stockWords ? [['d', `${game.stockWords.advice}${drawing}`] as const] : []),
    ...(game.toFoundation ? [['f a', 'card up (or double-click it); every card that can safely go up'] as const] : []),
    ['u r', 'undo, redo'],
    ['t', 'hint: the next move of a known win, else a good move'],
    ['U D', 'back to the last winnable position (r replays); demo of the win'],
    ['n R', 'new deal; restart this deal (both ask while a game is on)'],
    ['? q Ctrl+Z', 'this help (any key closes it); quit, or suspend (both save the game)'],
    ['w W', `winnable status shown or not; winnable deals only (now ${winnableOnly ? 'on' : 'off'})`],
  ];
}
