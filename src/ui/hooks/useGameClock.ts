// The game clock: the session's saved time plus the time this game has been on screen. It ticks
// once a second for the header, and starts again from zero when a different game begins.
import { useEffect, useRef, useState } from 'react';

export function useGameClock(savedMs: number, gameNumber: number, running: boolean): () => number {
  const start = useRef({ at: Date.now(), base: savedMs, gameNumber });
  if (start.current.gameNumber !== gameNumber) start.current = { at: Date.now(), base: savedMs, gameNumber };
  const [, tick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return () => start.current.base + (Date.now() - start.current.at);
}

export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
