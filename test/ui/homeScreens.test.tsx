// The home, settings and statistics screens as a player sees them, at 80×24 and larger, in the
// unicode and the ASCII style: what each shows, and what its keys and clicks do.
import { describe, expect, it, vi } from 'vitest';
import { gameOf, games } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';
import { parseSettings, type Settings } from '../../src/store/settings.js';
import { recordResult, type Statistics } from '../../src/store/statistics.js';
import type { RecentResult } from '../../src/store/recentResults.js';
import { HomeScreen } from '../../src/ui/components/HomeScreen.js';
import { SettingsScreen } from '../../src/ui/components/SettingsScreen.js';
import { StatsScreen } from '../../src/ui/components/StatsScreen.js';
import { homeEntries, type HomeEntry } from '../../src/ui/home/homeEntries.js';
import { initialHomeState, type HomeOutcome } from '../../src/ui/hooks/homeReducer.js';
import { initialUiState } from '../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../src/ui/hooks/gameReducer.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { KEYS, renderScreen } from './renderApp.js';
import { waitUntil } from './waitUntil.js';

const ascii = makeTheme({ style: 'ascii', color: false, fourColor: false });
const entryGame = (entry: HomeEntry) => (entry.game ? gameOf({ game: entry.game, options: entry.options }) : undefined);
const click = (x: number, y: number) => `\x1b[<0;${x + 1};${y + 1}M`;

function home({ columns = 80, rows = 24, theme = undefined as ReturnType<typeof makeTheme> | undefined, from = null as 'klondike' | null } = {}) {
  const entries = homeEntries({ saved: { klondike: { moves: 34, elapsedMs: 312_000, finished: false, options: { draw: 1 } } }, statistics: {}, defaults: {} });
  const onClose = vi.fn<(outcome: HomeOutcome) => void>();
  const screen = renderScreen(<HomeScreen initial={initialHomeState(entries, from, 'klondike')} gameOf={entryGame} onClose={onClose} />, { columns, rows, ...(theme ? { theme } : {}) });
  return { ...screen, onClose, entries };
}

describe('the home screen', () => {
  it.each([[80, 24], [120, 40]])('at %i×%i: every game, grouped, the highlighted game\'s rules and state, and the keys', async (columns, rows) => {
    const screen = home({ columns, rows });
    const frame = await screen.drawn();
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(rows);
    expect(lines[0]).toMatch(new RegExp(`^Leaves · choose a game +${Object.keys(games).length} games$`));
    expect(frame).toMatch(/› Klondike +in progress, move 34/);
    expect(frame).toMatch(/│ In progress: 34 moves, 5:12/);
    expect(frame).toContain('Main games');
    expect(lines.at(-1)).toMatch(/⏎ play.*q quit.*\? help$/);
    // Every game can be reached: the list scrolls at 80×24.
    const seen = new Set<string>();
    await screen.press('k');
    for (const entry of screen.entries) {
      seen.add(screen.frame().match(/› (\S+( \S+)*)/)![1]!.trim());
      await screen.press('j');
      expect(entry.title.length).toBeGreaterThan(0);
    }
    expect([...seen].sort()).toEqual(screen.entries.map((e) => e.title).sort());
    screen.unmount();
  });

  it('a game in progress, none finished yet: the details never say "Not played yet" beside "In progress"', async () => {
    const screen = home();
    const details = (await screen.drawn()).replace(/[│|]/g, ' ').replace(/\s+/g, ' ');
    expect(details).toContain('In progress: 34 moves');
    expect(details).not.toContain('Not played yet');
    expect(details).toContain('No game finished yet.');
    screen.unmount();
  });

  it('in the ASCII style every line is ASCII', async () => {
    const screen = home({ theme: ascii });
    const frame = await screen.drawn();
    expect(frame).toMatch(/^[\x20-\x7e\n]*$/);
    expect(frame).toContain('> Klondike');
    screen.unmount();
  });

  it('Enter plays the highlighted game; a click highlights, a second click plays', async () => {
    const screen = home();
    await screen.drawn();
    await screen.press(KEYS.enter);
    await waitUntil('the home to close', () => screen.onClose.mock.calls.length > 0);
    expect(screen.onClose).toHaveBeenCalledWith({ kind: 'play', game: 'klondike', fresh: false });
    screen.unmount();

    const clicked = home();
    const lines = (await clicked.drawn()).split('\n');
    const spider = lines.findIndex((line) => /^ {2}Spider /.test(line));
    await clicked.press(click(4, spider));
    expect(clicked.frame()).toMatch(/› Spider/);
    await clicked.press(click(4, spider));
    await waitUntil('the home to close', () => clicked.onClose.mock.calls.length > 0);
    expect(clicked.onClose).toHaveBeenCalledWith({ kind: 'play', game: 'spider', fresh: false });
    clicked.unmount();
  });

  it('/ finds a game by name as it is typed, q included; o shows its options', async () => {
    const screen = home();
    await screen.drawn();
    const found = await screen.press('/', 'q');
    expect(found).toContain('Find: q_');
    expect(found).toContain('No game has that name.');
    await screen.press('\x7f', 'p', 'y', 'r');
    const frame = await screen.press(KEYS.enter);
    expect(frame).toMatch(/› Pyramid/);
    expect(frame).not.toContain('Klondike');
    await screen.press(KEYS.escape, 'j', 'o');
    const options = await screen.press('j', 'l');
    expect(options).toContain('Klondike: options for a new deal');
    expect(options).toMatch(/> passes +unlimited \[1\] 2 3/);
    screen.unmount();
  });

  it('o: Vegas scoring chosen gives the passes the command line gives it (1 with draw 1, 3 with draw 3); passes set by hand stay', async () => {
    const screen = home();
    await screen.drawn();
    await screen.press('o', 'j', 'j');
    const vegas = await screen.press('l');
    expect(vegas).toMatch(/> scoring +standard \[vegas\] none/);
    expect(vegas).toMatch(/ passes +unlimited \[1\] 2 3/);
    expect(await screen.press('k', 'k', 'l')).toMatch(/ passes +unlimited 1 2 \[3\]/);
    expect(await screen.press('j', 'j', 'l')).toMatch(/ passes +\[unlimited\] 1 2 3/);
    expect(await screen.press('k', 'l', 'l', 'j', 'h')).toMatch(/ passes +unlimited 1 \[2\] 3/);
    // Over the game in progress, y answers the question Enter asks.
    await screen.press(KEYS.enter, 'y');
    await waitUntil('the home to close', () => screen.onClose.mock.calls.length > 0);
    expect(screen.onClose).toHaveBeenCalledWith({ kind: 'play', game: 'klondike', fresh: true, options: { draw: 3, passes: 2, scoring: 'vegas' } });
    screen.unmount();
  });

  it('too narrow for two panes, the list takes the width, and the options take its place while open', async () => {
    const screen = home({ columns: 50, rows: 16 });
    const frame = await screen.drawn();
    expect(frame).toMatch(/› Klondike +in progress, move 34/);
    expect(frame).not.toContain('│');
    expect(await screen.press('o')).toMatch(/> draw +\[1\] 3/);
    screen.unmount();
  });

  it('g goes back to the game it was opened from, and ? shows the help', async () => {
    const screen = home({ from: 'klondike' });
    expect(await screen.drawn()).toContain('g back');
    const help = await screen.press('?');
    expect(help).toContain('Leaves · help');
    expect(help).toMatch(/\/ +find a game by name/);
    await screen.press('x', 'g');
    await waitUntil('the home to close', () => screen.onClose.mock.calls.length > 0);
    expect(screen.onClose).toHaveBeenCalledWith({ kind: 'back' });
    screen.unmount();
  });
});

describe("the home's daily deal (d)", () => {
  const deal = { game: 'klondike' as const, date: '2026-12-02', seed: 747_225_914, options: { draw: 1, passes: 'unlimited', scoring: 'standard' }, proved: true };
  function dailyHome(columns: number, rows: number) {
    const searches: { game: string; found: (d: typeof deal) => void; cancelled: boolean }[] = [];
    const findDaily = (game: string, found: (d: typeof deal) => void) => {
      const search = { game, found, cancelled: false };
      searches.push(search);
      return () => {
        search.cancelled = true;
      };
    };
    const entries = homeEntries({ saved: {}, statistics: {}, defaults: {}, daily: () => ({ doneToday: false, streak: 0, bestStreak: 0 }) });
    const onClose = vi.fn<(outcome: HomeOutcome) => void>();
    const screen = renderScreen(<HomeScreen initial={initialHomeState(entries, null, 'klondike')} gameOf={entryGame} findDaily={findDaily} onClose={onClose} />, { columns, rows });
    return { ...screen, searches, onClose };
  }

  it.each([[80, 24], [160, 50]])('at %i×%i: d looks for it (the screen says so, Esc calls it off), and plays it once found', async (columns, rows) => {
    const screen = dailyHome(columns, rows);
    const frame = await screen.drawn();
    expect(frame).toContain("Today's deal: not won yet (d plays");
    expect(frame.split('\n').at(-1)).toMatch(/d daily/);
    const finding = await screen.press('d');
    expect(finding).toContain("Finding today's Klondike deal, one the solver proves winnable… Esc cancels.");
    expect(finding.split('\n').at(-1)).toMatch(/^Esc cancel  q quit/);
    // The spinner turns (a frame every 100 ms) and the one search goes on, never started again.
    await screen.waitForText('| Finding');
    await screen.waitForText('/ Finding');
    expect(screen.searches.map((search) => search.game)).toEqual(['klondike']);
    expect(screen.searches[0]!.cancelled).toBe(false);
    const back = await screen.press(KEYS.escape);
    expect(back).not.toContain('Finding');
    expect(screen.searches[0]!.cancelled).toBe(true);
    await screen.press('d');
    screen.searches[1]!.found(deal);
    await waitUntil('the home to close', () => screen.onClose.mock.calls.length > 0);
    expect(screen.onClose).toHaveBeenCalledWith({ kind: 'daily', deal });
    screen.unmount();
  });
});

describe('the settings screen', () => {
  function settingsScreen(columns = 80, rows = 24) {
    let kept: Settings = parseSettings({});
    const write = vi.fn((changes: Partial<Settings>) => (kept = { ...kept, ...changes }));
    const onClose = vi.fn();
    const screen = renderScreen(<SettingsScreen settings={kept} write={write} onClose={onClose} backTo="the game" />, { columns, rows });
    return { ...screen, write, onClose, kept: () => kept };
  }

  it.each([[80, 24], [120, 40]])('at %i×%i: every setting and each game\'s options, changed with the arrows and kept at once', async (columns, rows) => {
    const screen = settingsScreen(columns, rows);
    const frame = await screen.drawn();
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
    for (const label of ['Card style', 'Colour', 'Colour theme', 'Card back', 'Four-colour deck', 'Mouse', "Solver's status", 'Winnable deals only', 'Difficulty', 'Safe cards up', 'Win animation', 'Motion', 'Clock', 'Options for new deals']) {
      expect(frame).toContain(label);
    }
    const changed = await screen.press('l');
    expect(changed).toMatch(/> Card style +unicode \[cards\] ascii/);
    expect(screen.write).toHaveBeenLastCalledWith({ style: 'cards' });
    await screen.press('j', 'j', 'j', 'j', 'j', KEYS.enter);
    expect(screen.write).toHaveBeenLastCalledWith({ mouse: false });
    screen.unmount();
  });

  it('a game\'s option is written as its remembered options, resolved by the game', async () => {
    // Tall enough that the first game's options show below every setting.
    const screen = settingsScreen(80, 30);
    const frame = await screen.drawn();
    const down = frame.split('\n').filter((line) => /^[> ] \S/.test(line)).findIndex((line) => line.includes('Klondike draw'));
    await screen.press(...Array.from({ length: down }, () => 'j'), 'l');
    expect(screen.kept().defaults).toEqual({ klondike: { draw: 3, passes: 'unlimited', scoring: 'standard' } });
    screen.unmount();
  });

  it('Vegas scoring chosen for Klondike gives its passes too, as the command line does', async () => {
    const screen = settingsScreen(80, 30);
    const frame = await screen.drawn();
    const down = frame.split('\n').filter((line) => /^[> ] \S/.test(line)).findIndex((line) => line.includes('Klondike scoring'));
    await screen.press(...Array.from({ length: down }, () => 'j'), 'l');
    expect(screen.kept().defaults).toEqual({ klondike: { draw: 1, passes: 1, scoring: 'vegas' } });
    screen.unmount();
  });

  it('s goes back', async () => {
    const screen = settingsScreen();
    await screen.drawn();
    await screen.press('s');
    await waitUntil('the settings to close', () => screen.onClose.mock.calls.length > 0);
    expect(screen.onClose).toHaveBeenCalledWith('back');
    screen.unmount();
  });
});

describe('the statistics screen', () => {
  const stats = [true, false, true].reduce(
    (s: Statistics, won) => recordResult(s, { game: 'klondike', options: { draw: 3 }, won, moves: 97, elapsedMs: 192_500, score: 120 }),
    {},
  );
  const recent: RecentResult[] = Array.from({ length: 30 }, (_, i) => ({ variant: 'klondike-draw-3', won: i % 3 !== 1, moves: 97, elapsedMs: 192_500, day: '2026-12-01' }));

  it.each([[80, 24], [120, 40]])('at %i×%i: the table, the win rate chart and the last games, scrolled', async (columns, rows) => {
    const onClose = vi.fn();
    const screen = renderScreen(<StatsScreen statistics={stats} recent={recent} onClose={onClose} backTo="the game" />, { columns, rows });
    const frame = await screen.drawn();
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
    expect(frame).toMatch(/Klondike, draw 3 +3 +2 +67%/);
    expect(frame).toContain('Win rate over the last 30 games');
    expect(frame).toMatch(/100% │.*█/);
    const end = await screen.press('\x1b[F');
    expect(end).toContain('2026-12-01  Klondike, draw 3  won');
    screen.unmount();
  });

  it('in the ASCII style the chart is drawn with #', async () => {
    const screen = renderScreen(<StatsScreen statistics={stats} recent={recent} onClose={() => undefined} backTo="the game" />, { theme: ascii });
    const frame = await screen.drawn();
    expect(frame).toMatch(/^[\x20-\x7e\n]*$/);
    expect(frame).toMatch(/100% \|.*#/);
    screen.unmount();
  });
});

describe('Ctrl+Z on the home, settings and statistics screens', () => {
  it('stops Leaves as it does in a game, and the screen goes on after', async () => {
    const suspender = { suspend: vi.fn(), around: () => () => undefined };
    const entries = homeEntries({ saved: {}, statistics: {}, defaults: {} });
    const screens = [
      <HomeScreen initial={initialHomeState(entries, null, 'klondike')} gameOf={entryGame} onClose={() => undefined} suspender={suspender} />,
      <SettingsScreen settings={parseSettings({})} write={(changes) => ({ ...parseSettings({}), ...changes })} onClose={() => undefined} backTo="the game" suspender={suspender} />,
      <StatsScreen statistics={{}} recent={[]} onClose={() => undefined} backTo="the game" suspender={suspender} />,
    ];
    for (const [i, element] of screens.entries()) {
      const screen = renderScreen(element);
      const before = await screen.drawn();
      expect(await screen.press('\x1a')).toBe(before);
      expect(suspender.suspend).toHaveBeenCalledTimes(i + 1);
      expect(await screen.press('?')).toContain('Leaves · help');
      screen.unmount();
    }
  });
});

describe('leaving a game', () => {
  it('g, s and S close the game for the home, settings and statistics, putting back cards held', () => {
    const ui = initialUiState(newSession('klondike', 1));
    expect(reduce(ui, { type: 'goTo', screen: 'home' })).toMatchObject({ quit: true, leaveTo: 'home' });
    expect(reduce(ui, { type: 'goTo', screen: 'settings' }).leaveTo).toBe('settings');
    const held = reduce(ui, { type: 'select' });
    expect(reduce(held, { type: 'goTo', screen: 'stats' })).toMatchObject({ quit: true, leaveTo: 'stats', held: null });
  });
});
