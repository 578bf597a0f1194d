// The colour themes and card backs the settings offer. A theme names each colour twice: from the
// 256-colour table, and as one of the 16 basic colours for a terminal that has no more (chalk's
// level says which); the 16-colour choice is made by hand, never by rounding, so that red and black
// cards stay apart on every terminal. Classic is the board as it always was.
import type { BackgroundColorName, ChalkInstance, ForegroundColorName } from 'chalk';
import type { CardBack, Palette } from '../../store/settings.js';

interface Colour {
  /** One of the 16 basic colours, for terminals with no more. */
  basic: ForegroundColorName;
  /** From the 256-colour table, where the terminal has it. */
  table?: number;
}

interface Scheme {
  red: Colour;
  black: Colour;
  /** A card's face, and its face when chosen and when held. */
  face: Colour;
  chosen: Colour;
  held: Colour;
  back: Colour;
}

const SCHEMES: Record<Palette, Scheme> = {
  classic: { red: { basic: 'red' }, black: { basic: 'black' }, face: { basic: 'white' }, chosen: { basic: 'yellow' }, held: { basic: 'cyan' }, back: { basic: 'blue' } },
  // Pure white faces, a strong red, brighter marks and backs.
  contrast: {
    red: { basic: 'redBright', table: 160 }, black: { basic: 'black', table: 16 }, face: { basic: 'whiteBright', table: 231 },
    chosen: { basic: 'yellowBright', table: 226 }, held: { basic: 'cyanBright', table: 51 }, back: { basic: 'blueBright', table: 33 },
  },
  // Grey faces and deep colours, for a dark room; the red no deeper than 124, as a darker one reads
  // as black at a glance on the grey face.
  dim: {
    red: { basic: 'red', table: 124 }, black: { basic: 'black', table: 232 }, face: { basic: 'white', table: 248 },
    chosen: { basic: 'yellow', table: 178 }, held: { basic: 'cyan', table: 73 }, back: { basic: 'blackBright', table: 60 },
  },
};

/** A theme's colours for one terminal: inks, and the backgrounds laid under an ink. */
export interface Colours {
  red: ChalkInstance;
  black: ChalkInstance;
  back: ChalkInstance;
  face: (ink: ChalkInstance) => ChalkInstance;
  chosen: (ink: ChalkInstance) => ChalkInstance;
  held: (ink: ChalkInstance) => ChalkInstance;
}

const fullTable = (paint: ChalkInstance) => paint.level >= 2;

function foreground(paint: ChalkInstance, colour: Colour): ChalkInstance {
  return colour.table !== undefined && fullTable(paint) ? paint.ansi256(colour.table) : paint[colour.basic];
}

function background(colour: Colour): (ink: ChalkInstance) => ChalkInstance {
  const basic = `bg${colour.basic[0]!.toUpperCase()}${colour.basic.slice(1)}` as BackgroundColorName;
  return (ink) => (colour.table !== undefined && fullTable(ink) ? ink.bgAnsi256(colour.table) : ink[basic]);
}

export function coloursOf(palette: Palette, paint: ChalkInstance): Colours {
  const scheme = SCHEMES[palette];
  return {
    red: foreground(paint, scheme.red),
    black: foreground(paint, scheme.black),
    back: foreground(paint, scheme.back),
    face: background(scheme.face),
    chosen: background(scheme.chosen),
    held: background(scheme.held),
  };
}

/** The character a card back is filled with, in the Unicode styles and in ASCII. */
const BACK_FILLS: Record<CardBack, { unicode: string; ascii: string }> = {
  shade: { unicode: '▒', ascii: '#' },
  lattice: { unicode: '╳', ascii: 'X' },
  solid: { unicode: '█', ascii: '@' },
};

export function backFill(back: CardBack, ascii: boolean): string {
  return ascii ? BACK_FILLS[back].ascii : BACK_FILLS[back].unicode;
}
