// A game's options are read once, by the game's own parser, wherever they come from (the command
// line, a save, a share code, the statistics): a bad value is refused with the game's one-line
// reason, and every member of the game that takes options is handed them parsed, defaults filled in.
import { describe, expect, it } from 'vitest';
import { defineGame, optionGiven } from '../../src/engine/game.js';
import { autumnLeaves } from '../../src/engine/games/autumn-leaves/index.js';
import { klondike } from '../../src/engine/games/klondike/index.js';
import { spider } from '../../src/engine/games/spider/index.js';

describe("a game's parser", () => {
  it('refuses a bad value with its one-line reason, in the deal and in every member that reads options', () => {
    const reason = 'Klondike draws 1 or 3 cards at a time, not 2.';
    expect(() => klondike.parseOptions({ draw: 2 })).toThrow(reason);
    expect(() => klondike.newGame({ seed: 1, draw: 2 as 3 })).toThrow(reason);
    expect(() => klondike.variantOf({ draw: 2 })).toThrow(reason);
    expect(() => klondike.scoreScale({ scoring: 'golf' })).toThrow("Klondike scoring is 'standard', 'vegas' or 'none', not golf.");
    expect(() => spider.newGame({ seed: 1, suits: 3 as 4 })).toThrow('Spider is played with 1, 2 or 4 suits, not 3.');
  });

  it('fills in the defaults, as a save keeps them', () => {
    expect(klondike.parseOptions({})).toEqual({ draw: 1, passes: 'unlimited', scoring: 'standard' });
    expect(klondike.parseOptions({ scoring: 'vegas', draw: 3, seed: 7 })).toEqual({ draw: 3, passes: 3, scoring: 'vegas' });
    expect(klondike.newGame({ seed: 1, draw: 3 }).options).toEqual(klondike.parseOptions({ draw: 3 }));
    expect(spider.parseOptions({ suits: 2 })).toEqual({ suits: 2 });
  });

  it("hands the rule set the options parsed: Vegas scoring's passes, left out, limit the redeals", () => {
    expect(klondike.ruleSet?.({ scoring: 'vegas', draw: 3 }).stock).toMatchObject({ draw: 3, redeals: 2 });
    expect(klondike.ruleSet?.({}).stock).toMatchObject({ draw: 1, redeals: 'unlimited' });
  });
});

describe('defineGame', () => {
  /** A game of levels 1 and 2 (1 when left out), played as the other game's deal, keeping what each member was handed. */
  function levelled() {
    const handed: { member: string; options: unknown }[] = [];
    const game = defineGame<ReturnType<typeof autumnLeaves.newGame>, { level: 1 | 2 }>({
      ...autumnLeaves,
      parseOptions: (given) => {
        const level = optionGiven(given, 'level') ?? 1;
        if (level !== 1 && level !== 2) throw new RangeError(`Levels are 1 or 2, not ${String(level)}.`);
        return { level };
      },
      newDeal: (seed, options) => {
        handed.push({ member: 'newDeal', options });
        return autumnLeaves.newGame({ seed });
      },
      variantOf: (options) => {
        handed.push({ member: 'variantOf', options });
        return { key: `levels-${options.level}`, label: `Levels, level ${options.level}` };
      },
      scoreScale: (options) => {
        handed.push({ member: 'scoreScale', options });
        return undefined;
      },
    });
    return { game, handed };
  }

  it('reads the options given with the game’s parser before any member sees them', () => {
    const { game, handed } = levelled();
    game.newGame({ seed: 5 });
    expect(game.variantOf({ level: 2, seed: 5 })).toEqual({ key: 'levels-2', label: 'Levels, level 2' });
    game.scoreScale({});
    expect(handed).toEqual([
      { member: 'newDeal', options: { level: 1 } },
      { member: 'variantOf', options: { level: 2 } },
      { member: 'scoreScale', options: { level: 1 } },
    ]);
  });

  it('refuses a bad value with the parser’s reason, and no member is handed it', () => {
    const { game, handed } = levelled();
    expect(() => game.newGame({ seed: 5, level: 3 as 2 })).toThrow('Levels are 1 or 2, not 3.');
    expect(() => game.variantOf({ level: 'two' })).toThrow('Levels are 1 or 2, not two.');
    expect(handed).toEqual([]);
  });
});
