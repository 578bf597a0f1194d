// How a share reads as a percentage: the win rate in `leaves stats` and in the lines after a win.

/**
 * `part` of `whole` (more than 0) as a whole percentage. Never 100% unless part is whole, nor 0%
 * once part is 1: 199 of 200 shows 99%, 1 of 300 shows 1%.
 */
export function wholePercent(part: number, whole: number): string {
  let percent = Math.round((part / whole) * 100);
  if (part < whole) percent = Math.min(percent, 99);
  if (part > 0) percent = Math.max(percent, 1);
  return `${percent}%`;
}
