// How a length of time reads everywhere: the header's clock, the win message, statistics.

/** A duration as m:ss, or h:mm:ss from an hour up (seconds rounded down, as a clock shows them). */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
