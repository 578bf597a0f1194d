// How cards are drawn: the card style (unicode, the Unicode playing-card characters, or ASCII),
// colour on or off (NO_COLOR and --no-color turn it off), and the four-colour deck. The board's
// components read it from context.
import { Chalk, type ChalkInstance } from 'chalk';
import { createContext } from 'react';
import { DEFAULT_SETTINGS, type ThemeSettings } from '../store/settings.js';

export interface Theme extends ThemeSettings {
  /** chalk with colour switched off when the theme has none, so styles cost nothing to apply. */
  paint: ChalkInstance;
}

const plain = new Chalk({ level: 0 });

export function makeTheme(settings: ThemeSettings, paint: ChalkInstance = new Chalk()): Theme {
  return { ...settings, paint: settings.color ? paint : plain };
}

/** Colour is off when NO_COLOR is set to anything but the empty string (no-color.org). */
export function colorAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NO_COLOR === undefined || env.NO_COLOR === '';
}

export const ThemeContext = createContext<Theme>(makeTheme(DEFAULT_SETTINGS));
