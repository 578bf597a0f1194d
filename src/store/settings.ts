// Settings kept between games: the card style, colour, the four-colour deck, the mouse, and each game's
// default options (the ones asked for last). Read defensively: a damaged entry falls back to the
// default instead of breaking the game, and a game's remembered options are kept only for a game
// of the registry and only when that game accepts them.
import { checkedOptions } from './gameOptions.js';
import { isObject } from './plainObject.js';

export const CARD_STYLES = ['unicode', 'cards', 'ascii'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];

/** How cards are drawn. */
export interface ThemeSettings {
  style: CardStyle;
  color: boolean;
  fourColor: boolean;
}

export const DEFAULT_SETTINGS: ThemeSettings = { style: 'unicode', color: true, fourColor: false };

export interface Settings extends ThemeSettings {
  /** Options for a new game of each game, by game id. */
  defaults: Record<string, object>;
  /** Whether the header says if the game in play can still be won (w). */
  showOutlook: boolean;
  /** The header, warnings and hints say what the solver knows (it sees the hidden cards), not the fair chance (K). */
  knowledge: boolean;
  /** New deals come only from deals the solver proves winnable (--winnable, W). */
  winnableOnly: boolean;
  /** Clicks play (--mouse, --no-mouse). */
  mouse: boolean;
  /** Games that offer it play safe cards up by themselves (--auto-play, --no-auto-play). */
  autoPlay: boolean;
}

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
    defaults,
    showOutlook: typeof raw.showOutlook === 'boolean' ? raw.showOutlook : true,
    winnableOnly: typeof raw.winnableOnly === 'boolean' ? raw.winnableOnly : false,
    knowledge: typeof raw.knowledge === 'boolean' ? raw.knowledge : false,
    mouse: typeof raw.mouse === 'boolean' ? raw.mouse : true,
    autoPlay: typeof raw.autoPlay === 'boolean' ? raw.autoPlay : true,
  };
}
