// Today's daily deal of a game, for the home's d (components/HomeScreen.tsx runs it while its state
// says so): the deal the store kept when it was dealt today, else the game's book of proved deals
// gives it (solver/dealBook.ts, read only now), else it is looked for in the solver's worker thread
// (solver/analyst.ts), never on the screen's thread.
import type { Analyst } from '../../solver/analyst.js';
import type { GameStore } from '../../store/gameStore.js';
import { utcDate } from '../../text/day.js';
import type { DailyFinder } from '../components/HomeScreen.js';

/** The finder of the store's daily deals: each search gives the function that calls it off. */
export function dailyFinder(store: GameStore): DailyFinder {
  return (game, found) => {
    const date = utcDate();
    const known = store.dailyDealt(game, date);
    if (known) {
      const answer = setImmediate(() => found({ game, date, seed: known.seed, options: known.options, proved: known.proved === true }));
      return () => clearImmediate(answer);
    }
    let stopped = false;
    let analyst: Analyst | undefined;
    void import('../../solver/dealBook.js').then(async ({ bookDaily }) => {
      if (stopped) return;
      const booked = bookDaily(game, date);
      if (booked) return found({ game, date, ...booked, proved: true });
      const solver = await import('../../solver/analyst.js');
      if (stopped) return;
      analyst = new solver.Analyst({
        onDaily: (deal) => {
          void analyst?.stop();
          found(deal);
        },
      });
      analyst.findDaily(game, date);
    });
    return () => {
      stopped = true;
      void analyst?.stop();
    };
  };
}

