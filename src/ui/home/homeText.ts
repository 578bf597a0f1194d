// The home screen's words for a game: its state in the list (short) and in the details (whole
// sentences), and its options. Pure.
import { formatDuration } from '../../text/duration.js';
import { wholePercent } from '../../text/percent.js';
import { plural } from '../../engine/plural.js';
import type { HomeEntry } from './homeEntries.js';

/** The state beside the name in the list, in at most `room` characters. */
export function listState(entry: HomeEntry, room: number): string {
  const fits = (...choices: string[]) => choices.find((choice) => choice.length <= room) ?? '';
  if (entry.inProgress) return fits(`in progress, move ${entry.inProgress.moves}`, 'in progress', 'playing');
  const { played, won, streak } = entry.record;
  if (played === 0) return '';
  return fits(`won ${won} of ${played}, streak ${streak}`, `won ${won} of ${played}`, `${won}/${played}`);
}

function progressWords(entry: HomeEntry): string {
  const progress = entry.inProgress;
  if (progress) return `In progress: ${plural(progress.moves, 'move')}, ${formatDuration(progress.elapsedMs)} played. Enter resumes it, n deals anew.`;
  if (entry.demoFinished) return 'The demo finished the last game (not your win): Enter shows it, n deals anew.';
  return entry.game !== undefined ? 'No game in progress: Enter deals one.' : '';
}

/** The details' lines about the game's state: in progress, the record, the options, the daily deal. */
export function stateLines(entry: HomeEntry, options: string): string[] {
  const { played, won, streak, bestStreak } = entry.record;
  // A game in progress is being played: before any is finished, its record is that none is.
  const none = entry.inProgress ? 'No game finished yet.' : 'Not played yet.';
  const record = played === 0 ? none : `Played ${played}, won ${won} (${wholePercent(won, played)}); streak ${streak}, best ${bestStreak}.`;
  return [
    progressWords(entry),
    record,
    ...(options ? [`Options for new deals: ${options} (o).`] : []),
    ...(entry.daily ? [`Today's deal: ${entry.daily}.`] : []),
  ].filter((line) => line !== '');
}
