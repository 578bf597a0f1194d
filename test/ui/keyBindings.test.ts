// The one table of keys, and the three things made from it: the key map (stateless: the same key
// gives the same action every time), the help screen's lines and the key bar.
import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { games, type PlayableGameId } from '../../src/engine/games.js';
import { newSession } from '../../src/engine/session.js';
import { keyHints } from '../../src/ui/components/KeyHints.js';
import { keyHelp } from '../../src/ui/helpText.js';
import { KEY_BINDINGS, type KeyContext } from '../../src/ui/keyBindings.js';
import { actionForKey } from '../../src/ui/keymap.js';
import { topRowSlots } from '../../src/ui/slots.js';

const noKey = { ctrl: false, meta: false, shift: false } as Key;

function context(id: PlayableGameId, moment: Partial<KeyContext> = {}): KeyContext {
  const state = newSession(id, 1).state;
  return { game: games[id], columns: state.tableau.length, topRow: topRowSlots(state).length > 0, holding: false, asking: false, winnableOnly: false, knowledge: false, ...moment };
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

  it('names d only in games with a stock, and f and a only in games with foundations', () => {
    expect(keyHints(context('freecell'))).not.toContain('d deal');
    expect(keyHints(context('klondike'))).toContain('d draw');
    expect(keyHints(context('autumn-leaves'))).not.toContain('f up');
    expect(keyHints(context('freecell'))).toContain('f up');
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
  });
});
