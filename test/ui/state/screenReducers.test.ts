// The settings and statistics screens' reducers, as the pure functions they are.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../src/store/settings.js';
import { settingRows } from '../../../src/ui/home/settingRows.js';
import { initialSettingsState, reduceSettings, type SettingsAction, type SettingsState } from '../../../src/ui/hooks/settingsReducer.js';
import { initialStatsState, measured, reduceStats } from '../../../src/ui/hooks/statsReducer.js';

const settings = (...actions: SettingsAction[]): SettingsState =>
  actions.reduce(reduceSettings, initialSettingsState(settingRows(parseSettings({}))));

describe('the settings reducer', () => {
  it('↑↓ choose a row; ←→ and Enter change its value round the ends, marked to be written', () => {
    const right = settings({ type: 'right' });
    expect(right.changed).toMatchObject({ key: 'style', index: 1 });
    expect(settings({ type: 'left' }).changed).toMatchObject({ key: 'style', index: 2 });
    const colour = settings({ type: 'down' }, { type: 'select' });
    expect(colour.changed).toMatchObject({ key: 'color', index: 1 });
    expect(settings({ type: 'up' }).at).toBe(0);
    // The next key forgets a change the store has taken.
    expect(reduceSettings(colour, { type: 'down' }).changed).toBeNull();
  });

  it('the rows the store gives back replace them, with what it said', () => {
    const rows = settingRows(parseSettings({ color: false }));
    const stored = reduceSettings(settings({ type: 'down' }, { type: 'right' }), { type: 'stored', rows, notice: 'no' });
    expect(stored).toMatchObject({ changed: null, notice: 'no', at: 1 });
    expect(stored.rows[1]!.index).toBe(1);
  });

  it('a click on a row highlights it, on the highlighted row changes it; Esc goes back, q quits', () => {
    const clicked = settings({ type: 'click', row: 5 });
    expect(clicked.at).toBe(5);
    expect(reduceSettings(clicked, { type: 'click', row: 5 }).changed?.key).toBe('mouse');
    expect(settings({ type: 'back' }).done).toBe('back');
    expect(settings({ type: 'quit' }).done).toBe('quit');
  });
});

describe('the statistics reducer', () => {
  it('scrolls by a line and a page within the lines there are', () => {
    const state = measured(initialStatsState(), 25, 10);
    expect(reduceStats(state, { type: 'up' }).top).toBe(0);
    expect(reduceStats(state, { type: 'down' }).top).toBe(1);
    expect(reduceStats(reduceStats(state, { type: 'pageDown' }), { type: 'pageDown' }).top).toBe(20);
    expect(reduceStats(state, { type: 'bottom' }).top).toBe(25);
    expect(reduceStats(reduceStats(state, { type: 'bottom' }), { type: 'pageDown' }).top).toBe(25);
    expect(reduceStats(reduceStats(state, { type: 'bottom' }), { type: 'top' }).top).toBe(0);
    // Lines that all fit: nothing scrolls.
    expect(reduceStats(measured(initialStatsState(), -3, 10), { type: 'down' }).top).toBe(0);
  });

  it('Esc goes back, q quits, ? opens the help that any key closes', () => {
    expect(reduceStats(initialStatsState(), { type: 'back' }).done).toBe('back');
    expect(reduceStats(initialStatsState(), { type: 'quit' }).done).toBe('quit');
    const help = reduceStats(initialStatsState(), { type: 'help' });
    expect(reduceStats(help, { type: 'down' })).toMatchObject({ help: false, top: 0 });
  });
});
