// Settings kept between games: the card style, colour, the four-colour deck, and each game's
// default options (the ones asked for last). Read defensively: a damaged entry falls back to the
// default instead of breaking the game.
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
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseSettings(value: unknown): Settings {
  const raw = isObject(value) ? value : {};
  const defaults = isObject(raw.defaults)
    ? Object.fromEntries(Object.entries(raw.defaults).filter((entry): entry is [string, object] => isObject(entry[1])))
    : {};
  return {
    style: CARD_STYLES.includes(raw.style as CardStyle) ? (raw.style as CardStyle) : DEFAULT_SETTINGS.style,
    color: typeof raw.color === 'boolean' ? raw.color : DEFAULT_SETTINGS.color,
    fourColor: typeof raw.fourColor === 'boolean' ? raw.fourColor : DEFAULT_SETTINGS.fourColor,
    defaults,
  };
}
