// The lines shown in place of the key hints after a win: how this variant has gone so far. Plain
// text, each line at most 80 columns before it is cut to the terminal's width.
import type { Session } from '../../engine/session/session.js';
import { otherScales, variantHasScore, variantLabel, variantOf, type Statistics, type VariantKey } from '../../store/statistics.js';
import { formatDuration } from '../../text/duration.js';
import { wholePercent } from '../../text/percent.js';
import { packLines } from '../../text/wrap.js';

const WIDTH = 80;

export function winSummary(stats: Statistics, session: Session, width: number): string[] {
  const { key } = variantOf(session.game, session.options);
  return formatWinSummary(stats, key).map((line) => (line.length > width ? line.slice(0, width) : line));
}

/**
 * A few short lines for the end of a won game (each at most 80 columns), e.g.
 *   <variant>: won 5 of 9 (56%) · streak 2 (best 3)
 *   Best time 3:12 · fewest moves 97 · best score 1240
 */
export function formatWinSummary(stats: Statistics, variantKey: VariantKey): string[] {
  const label = variantLabel(variantKey);
  const s = Object.hasOwn(stats, variantKey) ? stats[variantKey] : undefined;
  if (!s || s.played === 0) return [`${label}: no games finished yet.`];
  const record = packLines([
    `${label}: won ${s.won} of ${s.played} (${wholePercent(s.won, s.played)})`,
    `streak ${s.currentStreak} (best ${s.bestStreak})`,
  ], ' · ', WIDTH);
  const bests: string[] = [];
  if (s.bestTimeMs !== undefined) bests.push(`best time ${formatDuration(s.bestTimeMs)}`);
  if (s.fewestMoves !== undefined) bests.push(`fewest moves ${s.fewestMoves}`);
  if (s.bestScore !== undefined && variantHasScore(variantKey)) bests.push(`best score ${s.bestScore}`);
  for (const scale of otherScales(variantKey)) {
    const best = s.bestScores?.[scale.key];
    if (best !== undefined) bests.push(`best ${scale.heading} ${scale.format?.(best) ?? best}`);
  }
  const bestLines = packLines(bests, ' · ', WIDTH).map((l) => l.charAt(0).toUpperCase() + l.slice(1));
  return [...record, ...bestLines];
}
