// Motion's clock: a move the player plays (ui.lastPlay) or a new deal sets the board moving for
// MOTION_FRAMES frames, FRAME_MS apart by the monotonic clock, and then it stands as it is, with no
// timer left (an idle board writes nothing). The first frame is the move's own render, so no frame
// of the landed board comes before it; undo and redo, and a game resumed, land at once. `finish`
// lands it at once: the next key calls it before it is played, so no key waits on motion.
import { useCallback, useEffect, useRef, useState } from 'react';
import { movesPlayed } from '../../engine/session/session.js';
import { FRAME_MS, MOTION_FRAMES, motionOf, type Motion } from '../board/motion.js';
import type { UiState } from './uiState.js';

interface Running {
  motion: Motion;
  frame: number;
}

/** The motion on screen and its frame (undefined when the board stands), and the function that lands it. */
export function useMotion(ui: UiState, enabled: boolean): [Running | undefined, () => void] {
  const [running, setRunning] = useState<Running | undefined>(undefined);
  const [seen, setSeen] = useState<{ play: UiState['lastPlay']; game: number }>({ play: ui.lastPlay, game: ui.gameNumber });
  // Set moving during the render that shows the change (React renders again before committing).
  // Off, nothing is watched: the setting is read as the game screen opens, and holds while it shows.
  if (enabled && (seen.play !== ui.lastPlay || seen.game !== ui.gameNumber)) {
    setSeen({ play: ui.lastPlay, game: ui.gameNumber });
    const newDeal = seen.game !== ui.gameNumber && movesPlayed(ui.position) === 0;
    const cause = newDeal ? { kind: 'deal' as const } : seen.play !== ui.lastPlay && ui.lastPlay ? { kind: 'play' as const, ...ui.lastPlay } : undefined;
    const motion = cause && motionOf(cause, ui.position.state);
    setRunning(motion && { motion, frame: 0 });
  }
  // When the motion's first frame was drawn: each frame is due FRAME_MS after the one before, from here.
  const started = useRef<{ motion: Motion; at: number } | undefined>(undefined);
  useEffect(() => {
    if (!running) return;
    if (started.current?.motion !== running.motion) started.current = { motion: running.motion, at: performance.now() };
    const { at } = started.current;
    // Due by the clock, not by the frames drawn: on a busy machine a late frame is skipped, so the
    // board still lands MOTION_FRAMES × FRAME_MS after the first frame.
    const next = () => {
      const frame = Math.max(running.frame + 1, Math.floor((performance.now() - at) / FRAME_MS));
      return frame >= MOTION_FRAMES ? undefined : { ...running, frame };
    };
    const wait = Math.max(0, at + (running.frame + 1) * FRAME_MS - performance.now());
    const timer = setTimeout(() => setRunning((now) => (now === running ? next() : now)), wait);
    return () => clearTimeout(timer);
  }, [running]);
  const finish = useCallback(() => setRunning(undefined), []);
  return [running, finish];
}
