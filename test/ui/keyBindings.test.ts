// The one table of keys, and the three things made from it: the key map (stateless: the same key
// gives the same action every time), the help screen's lines and the key bar.
import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import type { PlayableGameId } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session/session.js';
import { fitKeyHints, keyHints, screenKeyHints } from '../../src/ui/components/KeyHints.js';
import { allGames } from '../../src/engine/games.js';
import { DEFAULT_SETTINGS } from '../../src/store/settings.js';
import { makeTheme } from '../../src/ui/board/theme.js';
import { keyHelp, screenKeyHelp } from '../../src/ui/helpText.js';
import { KEY_BINDINGS, keyContextOf, NO_SCREEN_CONTEXT, SCREEN_KEYS, type KeyContext } from '../../src/ui/input/keyBindings.js';
import { actionForKey, screenKeyMap } from '../../src/ui/input/keymap.js';

const noKey = { ctrl: false, meta: false, shift: false } as Key;

function context(id: PlayableGameId, moment: Partial<KeyContext> = {}): KeyContext {
  return { ...keyContextOf(newSession(id, 1).state, { holding: false, asking: false, winnableOnly: false, typing: false, replaying: false, knowledge: false, hints: true, reviewing: false }), ...moment };
}

describe('the key map', () => {
  it('gives each typed key of the table its action, and the same action every time (n carries no deal number)', () => {
    for (const binding of KEY_BINDINGS) {
      for (const { key, action } of binding.keys) {
        if (typeof key !== 'string') continue;
        expect(actionForKey(key, noKey)).toEqual(action);
        expect(actionForKey(key, noKey)).toEqual(actionForKey(key, noKey));
      }
    }
    expect(actionForKey('n', noKey)).toEqual({ type: 'new' });
  });

  it('named keys, Ctrl+C, Ctrl with a letter and keys not in the table', () => {
    expect(actionForKey('', { ...noKey, leftArrow: true })).toEqual({ type: 'left' });
    expect(actionForKey('', { ...noKey, escape: true })).toEqual({ type: 'cancel' });
    expect(actionForKey('\r', { ...noKey, return: true })).toEqual({ type: 'select' });
    expect(actionForKey('c', { ...noKey, ctrl: true })).toEqual({ type: 'quit' });
    expect(actionForKey('d', { ...noKey, ctrl: true })).toEqual({ type: 'other' });
    expect(actionForKey('x', noKey)).toEqual({ type: 'other' });
    expect(actionForKey('0', noKey)).toEqual({ type: 'column', index: 9 });
    expect(actionForKey('1', noKey)).toEqual({ type: 'column', index: 0 });
  });
});

describe('the key bar', () => {
  it('holding cards, it names the true column keys: 1-8 in FreeCell, 1-9, 0 in Spider', () => {
    expect(keyHints(context('freecell', { holding: true }))).toContain('1-8 drop there');
    expect(keyHints(context('spider', { holding: true }))).toContain('1-9, 0 drop there');
    expect(keyHints(context('klondike', { holding: true }))).toContain('1-7 drop there');
  });

  it('offers t hint only with hints on, and the help says when they are off', () => {
    expect(keyHints(context('klondike'))).toContain('t hint');
    expect(keyHints(context('klondike', { hints: false }))).not.toContain('t hint');
    const hint = KEY_BINDINGS.find((binding) => binding.keys.some(({ key }) => key === 't'))!;
    expect(hint.help!.words(context('klondike', { hints: false }))).toContain('hints are off (s: settings)');
    expect(hint.help!.words(context('klondike'))).not.toContain('off');
  });

  it('names d only in games with a stock, and f and a only in games with foundations', () => {
    expect(keyHints(context('freecell'))).not.toContain('d deal');
    expect(keyHints(context('klondike'))).toContain('d draw');
    expect(keyHints(context('autumn-leaves'))).not.toContain('f up');
    expect(keyHints(context('freecell'))).toContain('f up');
  });

  it('says what Enter does: it plays a TriPeaks, Golf or Black Hole card at once, and picks up a card or run elsewhere', () => {
    for (const id of ['tripeaks', 'golf', 'black-hole'] as const) {
      expect(keyHints(context(id))).toContain('⏎ play');
      expect(keyHints(context(id))).not.toContain('⏎ pick up');
    }
    for (const id of ['pyramid', 'klondike'] as const) expect(keyHints(context(id))).toContain('⏎ pick up');
  });

  it('offers ↑↓ run only where more than one card can move: not in Golf or Black Hole', () => {
    expect(keyHints(context('golf'))).not.toContain('↑↓ run');
    expect(keyHints(context('black-hole'))).not.toContain('↑↓ run');
    expect(keyHints(context('klondike'))).toContain('↑↓ run');
    expect(keyHints(context('canfield'))).toContain('↑↓ run');
  });

  it('at 80 columns, every game\'s bar while playing says how to reach the other games (g), in every card style', () => {
    for (const style of ['unicode', 'ascii'] as const) {
      const { text } = makeTheme({ ...DEFAULT_SETTINGS, style });
      for (const game of allGames()) {
        const bar = fitKeyHints(keyHints(context(game.id as PlayableGameId)).map(text), text('? help'), 80);
        expect(bar, `${game.id} in ${style}`).toContain('g games');
      }
    }
  });

  it('while a question is open, it says y and n', () => {
    expect(keyHints(context('klondike', { asking: true })).slice(0, 2)).toEqual(['y yes', 'n no']);
  });
});

describe('the help screen', () => {
  it('names the column keys as they are, and the game\'s own keys only', () => {
    const lines = (id: PlayableGameId) => new Map(keyHelp(context(id)));
    expect(lines('spider').get('1–9 0')).toMatch(/0 is the tenth/);
    expect(lines('freecell').get('1–8')).toMatch(/^jump to a column;/);
    expect(lines('freecell').has('d')).toBe(false);
    expect(lines('klondike').get('d')).toMatch(/turn the waste over/);
    expect(new Map(keyHelp(context('klondike', { winnableOnly: true }))).get('w W')).toMatch(/now on/);
    expect(lines('tripeaks').get('Enter Space')).toMatch(/^play the chosen card/);
    expect(lines('golf').get('↑ ↓ k j')).toMatch(/^one card moves at a time/);
  });
});

describe('the other screens\' keys', () => {
  it('each screen\'s key map gives every key of its part of the table its action, and no key twice', () => {
    for (const table of Object.values(SCREEN_KEYS)) {
      const map = screenKeyMap<unknown>(table);
      const seen = new Set<string>();
      for (const binding of table) {
        for (const { key, action } of binding.keys) {
          const name = typeof key === 'string' ? key : key.named;
          expect(seen.has(name), name).toBe(false);
          seen.add(name);
          expect(typeof key === 'string' ? map(key, noKey) : map('', { ...noKey, [key.named]: true })).toEqual(action);
        }
      }
      expect(map('c', { ...noKey, ctrl: true })).toEqual({ type: 'quit' });
      expect(map('d', { ...noKey, ctrl: true })).toBeUndefined();
    }
  });

  it('the home\'s key bar and help come from its part of the table', () => {
    const listing = NO_SCREEN_CONTEXT;
    expect(screenKeyHints(SCREEN_KEYS.home, listing).slice(0, 3)).toEqual(['↑↓ game', '⏎ play', 'q quit']);
    expect(screenKeyHints(SCREEN_KEYS.home, { ...listing, fromGame: true })).toContain('g back');
    expect(screenKeyHints(SCREEN_KEYS.home, { ...listing, asking: true })).toEqual(['y yes', 'n no']);
    expect(new Map(screenKeyHelp(SCREEN_KEYS.home)).get('/')).toMatch(/find a game by name/);
  });

  it('g, s and S leave a game for the home, settings and statistics', () => {
    expect(actionForKey('g', noKey)).toEqual({ type: 'goTo', screen: 'home' });
    expect(actionForKey('s', noKey)).toEqual({ type: 'goTo', screen: 'settings' });
    expect(actionForKey('S', noKey)).toEqual({ type: 'goTo', screen: 'stats' });
    expect(new Map(keyHelp(context('klondike'))).get('g s S')).toMatch(/every game/);
  });
});
