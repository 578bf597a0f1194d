// Settings kept between games: the card style, colour, the colour theme and card back, the four-colour deck, the mouse, the win
// animation, the clock shown, and each game's default options (the ones asked for last). Read defensively: a damaged entry falls back to the
// default instead of breaking the game, and a game's remembered options are kept only for a game
// of the registry and only when that game accepts them.
import { DIFFICULTIES } from '../engine/session/sessionRecord.js';
import { checkedOptions } from './gameOptions.js';
import { isObject } from './plainObject.js';

export const CARD_STYLES = ['unicode', 'cards', 'ascii'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
export const PALETTES = ['classic', 'contrast', 'dim'] as const;
export type Palette = (typeof PALETTES)[number];
export const CARD_BACKS = ['shade', 'lattice', 'solid'] as const;
export type CardBack = (typeof CARD_BACKS)[number];

/** How cards are drawn. */
export interface ThemeSettings {
  style: CardStyle;
  color: boolean;
  fourColor: boolean;
  /** The colour theme (palette.ts). */
  palette: Palette;
  /** What a face-down card is filled with. */
  back: CardBack;
}

export const DEFAULT_SETTINGS: ThemeSettings = { style: 'unicode', color: true, fourColor: false, palette: 'classic', back: 'shade' };

export interface Settings extends ThemeSettings {
  /** Options for a new game of each game, by game id. */
  defaults: Record<string, object>;
  /** Whether the header says if the game in play can still be won (w). */
  showOutlook: boolean;
  /** The header, warnings and hints say what the solver knows (it sees the hidden cards), not the fair chance (K); off by default. */
  knowledge: boolean;
  /** New deals come only from deals the solver proves winnable (--winnable, W): on unless the player chose otherwise. */
  winnableOnly: boolean;
  /**
   * The player chose winnableOnly (W, --winnable, --no-winnable). Files written before winnable
   * deals became the default hold winnableOnly: false for every player who never chose, so a
   * false is kept only beside this mark.
   */
  winnableChosen?: true;
  /** Clicks play (--mouse, --no-mouse). */
  mouse: boolean;
  /** Safe cards go up by themselves after each move, in every game that knows which (--auto-play, --no-auto-play). */
  autoPlay: boolean;
  /** The cards cascade when a game is won (where the style and colour can draw it). */
  celebrate: boolean;
  /** The header shows the time played. */
  showClock: boolean;
  /** The header shows the score (every game keeps one). */
  showScore: boolean;
  /** t shows a hint. */
  hints: boolean;
  /** A moved card glides to its place and a new deal falls row by row (on by default: a player expects cards to move). */
  motion: boolean;
  /** The band of difficulty of new proved deals (docs/solver.md, "Deals by difficulty"); 'any' by default. */
  difficulty: DifficultyChoice;
}

export const DIFFICULTY_CHOICES = ['any', ...DIFFICULTIES] as const;
export type DifficultyChoice = (typeof DIFFICULTY_CHOICES)[number];

export function parseSettings(value: unknown): Settings {
  const raw = isObject(value) ? value : {};
  const defaults: Record<string, object> = {};
  if (isObject(raw.defaults)) {
    for (const [game, options] of Object.entries(raw.defaults)) {
      const checked = checkedOptions(game, options);
      if (checked) defaults[game] = checked;
    }
  }
  return {
    style: CARD_STYLES.includes(raw.style as CardStyle) ? (raw.style as CardStyle) : DEFAULT_SETTINGS.style,
    color: typeof raw.color === 'boolean' ? raw.color : DEFAULT_SETTINGS.color,
    fourColor: typeof raw.fourColor === 'boolean' ? raw.fourColor : DEFAULT_SETTINGS.fourColor,
    palette: PALETTES.includes(raw.palette as Palette) ? (raw.palette as Palette) : DEFAULT_SETTINGS.palette,
    back: CARD_BACKS.includes(raw.back as CardBack) ? (raw.back as CardBack) : DEFAULT_SETTINGS.back,
    defaults,
    showOutlook: typeof raw.showOutlook === 'boolean' ? raw.showOutlook : true,
    winnableOnly: raw.winnableChosen === true && typeof raw.winnableOnly === 'boolean' ? raw.winnableOnly : true,
    ...(raw.winnableChosen === true && typeof raw.winnableOnly === 'boolean' ? { winnableChosen: true as const } : {}),
    knowledge: typeof raw.knowledge === 'boolean' ? raw.knowledge : false,
    mouse: typeof raw.mouse === 'boolean' ? raw.mouse : true,
    autoPlay: typeof raw.autoPlay === 'boolean' ? raw.autoPlay : true,
    celebrate: typeof raw.celebrate === 'boolean' ? raw.celebrate : true,
    showClock: typeof raw.showClock === 'boolean' ? raw.showClock : true,
    showScore: typeof raw.showScore === 'boolean' ? raw.showScore : true,
    hints: typeof raw.hints === 'boolean' ? raw.hints : true,
    motion: typeof raw.motion === 'boolean' ? raw.motion : true,
    difficulty: DIFFICULTY_CHOICES.includes(raw.difficulty as DifficultyChoice) ? (raw.difficulty as DifficultyChoice) : 'any',
  };
}
