// How cards are drawn: the card style (unicode, the Unicode playing-card characters, or ASCII),
// colour on or off (NO_COLOR and --no-color turn it off), the colour theme and card back, and the four-colour deck; with the ASCII
// style, every line of text is ASCII too. The board's components read it from context.
import { Chalk, type ChalkInstance } from 'chalk';
import { createContext } from 'react';
import { DEFAULT_SETTINGS, type ThemeSettings } from '../../store/settings.js';
import { toAscii } from '../../text/terminalText.js';
import { coloursOf, type Colours } from './palette.js';

export interface Theme extends ThemeSettings {
  /** chalk with colour switched off when the theme has none, so styles cost nothing to apply. */
  paint: ChalkInstance;
  /** Any text for the screen as the style writes it (the ASCII style: in ASCII). */
  text: (text: string) => string;
  /** The colour theme's inks and backgrounds for this terminal. */
  colours: Colours;
}

const plain = new Chalk({ level: 0 });

/** A theme from these settings; without a colour theme or back, the classic ones. */
export function makeTheme(given: Omit<ThemeSettings, 'palette' | 'back'> & Partial<ThemeSettings>, paint: ChalkInstance = new Chalk()): Theme {
  const settings = { ...given, palette: given.palette ?? DEFAULT_SETTINGS.palette, back: given.back ?? DEFAULT_SETTINGS.back };
  const chosen = settings.color ? paint : plain;
  return { ...settings, paint: chosen, text: settings.style === 'ascii' ? toAscii : (text) => text, colours: coloursOf(settings.palette, chosen) };
}

/**
 * The same theme drawing no colour at all (the colour theme's inks too): for text that is coloured
 * afterwards as a whole, whose every character must be one cell of the screen.
 */
export function colourless(theme: Theme): Theme {
  return makeTheme({ ...theme, color: false }, plain);
}

/** Colour is off when NO_COLOR is set to anything but the empty string (no-color.org). */
export function colorAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NO_COLOR === undefined || env.NO_COLOR === '';
}

export const ThemeContext = createContext<Theme>(makeTheme(DEFAULT_SETTINGS));
