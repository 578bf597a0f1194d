// Klondike is its rule set played by the rules engine, with a few hooks of its own around it
// (engine/games/klondike/rules.ts). What those hooks say must still be the rule set's where they
// overlap: the rule set is a rule file the validator takes back; Klondike's own deal lays out the
// piles the rule set says, with the same cards; its passes are the rule set's redeals; and its
// status, which waits for a pass through the stock without progress, is the plain rules engine's
// once such a pass has gone by. Positions come from random play of fixed deals (a counted budget).
import { describe, expect, test } from 'vitest';
import { klondike } from '../../src/engine/games/klondike/index.js';
import type { KlondikeOptions, KlondikeState } from '../../src/engine/games/klondike/rules.js';
import { mulberry32 } from '../../src/engine/cards/random.js';
import { ruleSetGame } from '../../src/engine/ruleSet/ruleSetGame.js';
import type { RuleSetState } from '../../src/engine/ruleSet/state.js';
import { validateRuleSet } from '../../src/engine/ruleSet/validate.js';
import type { GameState, GameStatus } from '../../src/engine/types.js';
import { buildState, cardMultiset, progress, type StateSpec } from './fixtures.js';

/** Deals played per variant, and the moves played from each: the position budget. */
const DEALS = 6;
const STEPS = 120;

const VARIANTS: KlondikeOptions[] = ([1, 3] as const).flatMap((draw) =>
  ([1, 3, 'unlimited'] as const).map((passes) => ({ draw, passes, scoring: 'none' as const })),
);
const label = ({ draw, passes }: KlondikeOptions) => `draw ${draw}, passes ${String(passes)}`;

/** The plain rules engine's status of a Klondike position (its own counters left out of the reading). */
function engineStatus(options: object, state: KlondikeState): GameStatus {
  const plain = ruleSetGame(klondike.ruleSet!(options));
  return plain.status({ ...state, game: plain.id, options: {} } as RuleSetState);
}

/**
 * Klondike's status against the engine's at one position: the same after a pass without progress
 * where passes are unlimited (and wherever the engine says lost); with limited passes the engine
 * waits for the last move, so Klondike alone may say lost, and only while every legal move is a
 * draw or a turn of the waste.
 */
function statusAgrees(options: KlondikeOptions, state: KlondikeState): void {
  const engine = engineStatus(options, state);
  const ours = klondike.status(state);
  const afterIdlePass = klondike.status({ ...state, movesLastPass: 0, movesThisPass: 0 });
  expect(engine === 'won').toBe(ours === 'won');
  if (options.passes === 'unlimited' || engine === 'lost') expect(engine).toBe(afterIdlePass);
  else if (ours !== engine) expect([ours, klondike.legalMoves(state).every((move) => move.type !== 'move')]).toEqual(['lost', true]);
}

for (const options of VARIANTS) {
  describe(`Klondike ${label(options)}`, () => {
    test('its rule set is a rule file the validator takes back unchanged', () => {
      const rules = klondike.ruleSet!(options);
      expect(validateRuleSet(rules)).toEqual({ rules });
    });

    test("Klondike's own deal lays out the piles its rule set deals: column heights, face-down cards, the stock, the same cards", () => {
      const plain = ruleSetGame(klondike.ruleSet!(options));
      const shape = (s: GameState) => ({
        columns: s.tableau.map((column) => column.map((c) => c.faceUp)),
        stock: s.stock.map((c) => c.faceUp),
        waste: s.waste.length,
        cards: cardMultiset(s),
      });
      for (let seed = 1; seed <= DEALS; seed++) {
        expect(shape(klondike.newGame({ ...options, seed }))).toEqual(shape(plain.newGame({ seed })));
      }
    });

    test('in random play from fixed deals, its status is the rules engine’s after a pass without progress', () => {
      let positions = 0;
      for (let seed = 1; seed <= DEALS; seed++) {
        const random = mulberry32(seed);
        let state = klondike.newGame({ ...options, seed }) as KlondikeState;
        for (let step = 0; step < STEPS && klondike.status(state) === 'playing'; step++) {
          statusAgrees(options, state);
          positions++;
          const moves = klondike.legalMoves(state);
          // Half the time the move that gets furthest, so that foundations fill; else any.
          const pick = random() < 0.5
            ? moves.reduce((best, move) => (progress(klondike, klondike.applyMove(state, move)) > progress(klondike, klondike.applyMove(state, best)) ? move : best))
            : moves[Math.floor(random() * moves.length)]!;
          state = klondike.applyMove(state, pick);
        }
        statusAgrees(options, state);
      }
      expect(positions).toBeGreaterThan(DEALS * 10);
    });
  });
}

/** Red cards on red: no card moves, and the stock brings none that plays. */
const STUCK: StateSpec = {
  tableau: ['?KS 9H', '?KC 9D', '?QS 5H', '?QC 5D', '?JS 3H', '?JC 3D', '?TS 7H'],
  stock: '2H 4H 6H 8H', waste: 'TH', foundations: ['', '', '', ''],
  cells: [], reserve: [], baseRank: 1, redeals: 4, movesThisPass: 0, score: 0,
};

test('a stock that never brings a card that plays: lost only after a pass without progress, which the rules engine does not wait for', () => {
  const options = klondike.newGame({ seed: 1 }).options;
  const idle = buildState<KlondikeState>('klondike', { ...STUCK, options, movesLastPass: 0 });
  const moved = buildState<KlondikeState>('klondike', { ...STUCK, options, movesLastPass: 3 });
  expect([klondike.status(idle), engineStatus(options, idle)]).toEqual(['lost', 'lost']);
  expect([klondike.status(moved), engineStatus(options, moved)]).toEqual(['playing', 'lost']);
});

test("Klondike's rule set takes its passes from the options as the game does: Vegas scoring alone limits them", () => {
  for (const options of [{ scoring: 'vegas', draw: 3 }, { scoring: 'vegas', draw: 1 }, { draw: 3, passes: 2 }, {}] as const) {
    const { passes } = klondike.newGame({ ...options, seed: 1 }).options;
    expect(klondike.ruleSet!(options).stock?.redeals, JSON.stringify(options)).toBe(passes === 'unlimited' ? 'unlimited' : passes - 1);
  }
});
