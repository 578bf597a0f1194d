// The lines shown in place of the key hints after a win: how this variant has gone so far.
import type { Session } from '../engine/session.js';
import { variantOf, type Statistics } from '../store/statistics.js';
import { formatWinSummary } from '../cli/statsReport.js';

export function winSummary(stats: Statistics, session: Session, width: number): string[] {
  const { key } = variantOf(session.game, session.options);
  return formatWinSummary(stats, key).map((line) => (line.length > width ? line.slice(0, width) : line));
}
