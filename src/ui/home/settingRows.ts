// The settings screen's rows: every remembered setting, then each game's options for its next
// deal, each with the values it takes. A row reads its value from the settings and says what to
// write for another: the store checks the write as it checks the file (settings.ts, and the
// game's own options check, gameOptions.ts), as it does for the command-line flags.
import { allGames, type PlayableGameId } from '../../engine/games.js';
import { checkedOptions } from '../../store/gameOptions.js';
import { CARD_BACKS, CARD_STYLES, DIFFICULTY_CHOICES, PALETTES, type Settings } from '../../store/settings.js';
import { choose, chosen, optionRows, optionsFrom, type OptionRow } from './optionRows.js';

export interface SettingRow {
  /** Unique among the rows. */
  key: string;
  label: string;
  /** One line on what it does, shown for the highlighted row. */
  about: string;
  values: readonly string[];
  index: number;
  /** The heading of the rows it starts, where it starts a new group. */
  heading?: string;
}

/** A change asked for: the settings to write, or the problem that refuses it. */
export type SettingWrite = Partial<Settings> | string;

interface SettingDefinition {
  key: keyof Settings;
  label: string;
  about: string;
  values: readonly string[];
  read: (settings: Settings) => string;
  write: (value: string) => Partial<Settings>;
}

type OnOff = 'color' | 'fourColor' | 'mouse' | 'showOutlook' | 'winnableOnly' | 'autoPlay' | 'celebrate' | 'showClock' | 'showScore' | 'hints' | 'knowledge' | 'motion';

function onOff(key: OnOff, label: string, about: string): SettingDefinition {
  return { key, label, about, values: ['on', 'off'], read: (s) => (s[key] ? 'on' : 'off'), write: (value) => ({ [key]: value === 'on' }) };
}

/** A setting whose value is one of a few words, kept as that word. */
function oneOf<K extends 'style' | 'palette' | 'back' | 'difficulty'>(key: K, label: string, about: string, values: readonly Settings[K][]): SettingDefinition {
  return { key, label, about, values, read: (s) => s[key], write: (value) => ({ [key]: value as Settings[K] }) };
}

const SETTINGS: readonly SettingDefinition[] = [
  oneOf('style', 'Card style', 'How cards are drawn: with suit symbols (unicode), as playing-card characters (cards), or in letters (ascii: 7H); --style.', CARD_STYLES),
  onOff('color', 'Colour', 'Draw in colour (NO_COLOR in the environment turns it off); --color, --no-color.'),
  oneOf('palette', 'Colour theme', 'classic; contrast: white faces, strong red; dim: grey faces, deep colours. Red and black stay apart with 16 colours too.', PALETTES),
  oneOf('back', 'Card back', 'What a face-down card is filled with: shade, lattice or solid (in ASCII: #, X, @), in the theme\'s colour.', CARD_BACKS),
  onOff('fourColor', 'Four-colour deck', 'Diamonds blue and clubs green; --four-color.'),
  onOff('mouse', 'Mouse', 'Click cards to play them; off leaves the mouse to the terminal; --mouse.'),
  onOff('showOutlook', "Solver's status", 'The header says whether the game can still be won (w in a game).'),
  onOff('knowledge', 'What the solver knows', 'Status, warnings and hints from the solver, which sees the face-down cards; off: the chance from what you can see (K in a game).'),
  onOff('winnableOnly', 'Winnable deals only', 'New deals only from deals the solver proves winnable (W in a game); --winnable.'),
  oneOf('difficulty', 'Difficulty', 'Winnable deals only: new deals of this band of the fair chance at the deal, where the game\'s deals are rated (any: every proved deal).', DIFFICULTY_CHOICES),
  onOff('autoPlay', 'Safe cards up', 'After each move, cards that play can never need go up by themselves, in every game with foundations; where cards go onto one pile none is ever sure, and where they go in pairs only a lone king goes; --auto-play.'),
  onOff('celebrate', 'Win animation', 'The cards cascade when a game is won (in colour, with card faces).'),
  onOff('motion', 'Motion', 'A moved card glides to its place and a new deal falls row by row, in 150 ms; the next key finishes it.'),
  onOff('showClock', 'Clock', 'The header shows the time played (the clock runs, and counts, either way).'),
  onOff('showScore', 'Score', 'The header shows the score (every game keeps one, the statistics its best; kept either way).'),
  onOff('hints', 'Hints', 't shows a hint; off, t only says hints are off.'),
];

const optionKey = (game: string, name: string) => `${game}:${name}`;

/** The rows for these settings, in order: the settings, then every game's options. */
export function settingRows(settings: Settings): SettingRow[] {
  const rows: SettingRow[] = SETTINGS.map((d) => ({ key: d.key, label: d.label, about: d.about, values: d.values, index: Math.max(0, d.values.indexOf(d.read(settings))) }));
  let heading: string | undefined = 'Options for new deals';
  for (const game of allGames()) {
    for (const row of optionRows(game, checkedOptions(game.id, settings.defaults[game.id] ?? {}) ?? {})) {
      rows.push({ key: optionKey(game.id, row.name), label: `${game.title} ${row.name}`, about: row.description, values: row.values, index: row.index, ...(heading ? { heading } : {}) });
      heading = undefined;
    }
  }
  return rows;
}

/** What choosing `row`'s value means for the settings (a game's options checked by the game). */
export function settingWrite(settings: Settings, row: SettingRow): SettingWrite {
  const value = row.values[row.index]!;
  const setting = SETTINGS.find((d) => d.key === row.key);
  if (setting) return setting.write(value);
  const game = allGames().find((g) => row.key.startsWith(`${g.id}:`));
  if (!game) return `There is no setting ${row.key}.`;
  const id = game.id as PlayableGameId;
  const current = optionRows(game, checkedOptions(id, settings.defaults[id] ?? {}) ?? {});
  const name = row.key.slice(id.length + 1);
  const at = current.findIndex((r) => r.name === name);
  const rows: OptionRow[] = at < 0 ? current : choose(game, current.map((r, i) => (i === at ? { ...r, values: row.values } : r)), at, row.index);
  const options = optionsFrom(game, rows);
  if (typeof options === 'string') return options;
  const checked = checkedOptions(id, options);
  if (!checked) return `${game.title} does not take ${rows.map((r) => `${r.name} ${chosen(r)}`).join(', ')}.`;
  return { defaults: { ...settings.defaults, [id]: checked } };
}
