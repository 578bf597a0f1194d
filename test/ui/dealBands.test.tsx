// Deals by difficulty in play: with a band chosen, n deals the next unplayed deal of that band from
// the book of proved deals, and the header says its band; with none of it left, one line says so
// and any proved deal comes; a rated deal dealt with any band chosen still says its band.
import { afterEach, describe, expect, it } from 'vitest';
import { newSession } from '../../src/engine/session/session.js';
import { bandsOf, bookOf } from '../../src/solver/dealBook.js';
import { fakeSolver } from './fakeSolver.js';
import { renderApp } from './renderApp.js';

let current: ReturnType<typeof renderApp> | undefined;
afterEach(() => current?.unmount());

const header = (frame: string) => frame.split('\n')[0]!;
const words = (frame: string) => frame.replace(/\s+/g, ' ');
const book = bookOf('klondike', {})!;
const bands = bandsOf('klondike', {})!;
const rated = book.seeds.filter((deal) => bands.has(deal));

describe('deals by difficulty', () => {
  for (const band of ['easy', 'hard'] as const) {
    it(`with ${band} chosen, n deals the next ${band} deal of the book, and the header says so`, async () => {
      const solver = fakeSolver();
      const wanted = rated.filter((deal) => bands.get(deal) === band);
      current = renderApp(newSession('klondike', wanted[0]!), {
        columns: 100, solver: solver.factory, preferences: { showOutlook: true, winnableOnly: true, knowledge: true, difficulty: band },
      });
      await current.press('n');
      const frame = await current.waitForText(`deal ${wanted[1]} (proved, ${band})`);
      expect(header(frame)).toMatch(new RegExp(`^Klondike · deal ${wanted[1]} \\(proved, ${band}\\) · `));
      expect(solver.deals).toEqual([]);
    });
  }

  it('with none of the band left, says so in one line and deals the next proved deal', async () => {
    // Autumn Leaves: its book goes on past its rated deals.
    const leaves = bookOf('autumn-leaves', {})!;
    const leavesBands = bandsOf('autumn-leaves', {})!;
    const lastHard = leaves.seeds.filter((deal) => leavesBands.get(deal) === 'hard').at(-1)!;
    const next = leaves.seeds[leaves.seeds.indexOf(lastHard) + 1]!;
    current = renderApp(newSession('autumn-leaves', lastHard), { columns: 100, preferences: { showOutlook: true, winnableOnly: true, knowledge: true, difficulty: 'hard' } });
    await current.press('n');
    const frame = await current.waitForText(`deal ${next} (proved`);
    expect(words(frame)).toContain('No hard deal is left among the rated deals of this game: this is another proved deal.');
  });

  it('in a game whose deals are not rated, says so in one line and deals its next proved deal', async () => {
    const spider = bookOf('spider', { suits: 4 })!;
    current = renderApp(newSession('spider', spider.seeds[0]!, { suits: 4 }), { columns: 100, preferences: { showOutlook: true, winnableOnly: true, knowledge: true, difficulty: 'easy' } });
    await current.press('n');
    const frame = await current.waitForText(`deal ${spider.seeds[1]} (proved)`);
    expect(words(frame)).toContain("This game's deals are not rated by difficulty: this is any proved deal, not one chosen easy.");
  });

  it('with any band (the default), n deals the next deal of the book, its band said where it is rated', async () => {
    current = renderApp(newSession('klondike', rated[0]!), { columns: 100, preferences: { showOutlook: true, winnableOnly: true, knowledge: true } });
    await current.press('n');
    const frame = await current.waitForText(`deal ${rated[1]} (proved, ${bands.get(rated[1]!)})`);
    expect(header(frame)).toContain(`deal ${rated[1]} (proved, `);
  });
});
