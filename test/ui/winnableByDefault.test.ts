// Winnable deals by default: with the settings of a fresh config, each new deal (n) waits for the
// solver's winnable deal, and 30 new Klondike deals in a row each come proved winnable, with a
// line that wins. The solver works within a budget of positions here (the game's own search
// adds a time limit), so the deals found do not depend on the machine.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/engine/games.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { newSession } from '../../src/engine/session/session.js';
import type { GameState } from '../../src/engine/types.js';
import { findWinnableDeal } from '../../src/solver/winnableDeal.js';
import { parseSettings } from '../../src/store/settings.js';
import { initialUiState } from '../../src/ui/hooks/cursorReducer.js';
import { reduce } from '../../src/ui/hooks/gameReducer.js';
import { messageFor } from '../../src/ui/board/messageLine.js';

describe('winnable deals by default', () => {
  it('deals 30 new Klondike games in a row, each proved winnable', () => {
    const settings = parseSettings({});
    let ui = initialUiState(newSession('klondike', 1), null, { showOutlook: settings.showOutlook, winnableOnly: settings.winnableOnly });
    const next = mulberry32(2026);
    for (let deal = 0; deal < 30; deal++) {
      ui = reduce(ui, { type: 'new', seed: 1 + Math.floor(next() * 999_999_999) });
      expect(ui.dealing).not.toBeNull();
      const { game, options } = ui.position.session;
      const found = findWinnableDeal({
        game, options, firstSeed: ui.dealing!.firstSeed, limitMs: Number.POSITIVE_INFINITY, perDealMs: Number.POSITIVE_INFINITY, maxPositions: 150_000, memoryBytes: 16 * 2 ** 20,
      });
      ui = reduce(ui, { type: 'dealt', found });
      expect(ui.position.session.proved).toBe(true);
      expect(ui.position.session.seed).toBe(found.seed);
      let state: GameState = ui.position.state;
      for (const move of ui.outlook[0]?.line ?? []) state = games.klondike.applyMove(state, move);
      expect(games.klondike.status(state)).toBe('won');
    }
    // A guard against a solver that hangs, not a limit on its speed: the budget is in positions.
  }, 180_000);

  it('with winnable deals off, says in one line that a deal lost from the start cannot be won, and what to do', () => {
    let ui = initialUiState(newSession('klondike', 1), null, { showOutlook: true, winnableOnly: false });
    ui = reduce(ui, { type: 'analysis', state: ui.position.state, result: { verdict: 'lost', positions: 1, ms: 0 } });
    expect(messageFor(ui, 'playing', 0)?.text).toBe('This deal cannot be won: n deals another, W deals only winnable ones.');
    ui = reduce(ui, { type: 'toggleWinnable' });
    ui = reduce(ui, { type: 'other' });
    expect(messageFor(ui, 'playing', 0)?.text).toBe('This deal cannot be won: n deals one the solver proves winnable.');
  });
});
