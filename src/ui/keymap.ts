// Keys to actions, the same in every game (see the controls table in the README).
import type { Key } from 'ink';
import { randomSeed } from '../engine/random.js';
import type { UiAction } from './controller.js';

// Stateless on purpose: keys typed faster than the screen redraws must still mean the same thing,
// so the controller decides what an action means in the current state (n answers "no" while a
// question is open).
export function actionForKey(input: string, key: Key): UiAction | null {
  if (key.ctrl && input === 'c') return { type: 'quit' };
  // Ctrl with a letter is not that letter (Ctrl+Q is not q, Ctrl+D not d): Leaves has no Ctrl
  // shortcuts but Ctrl+C (and Ctrl+Z, the terminal's), and a pasted control byte plays nothing.
  if (key.ctrl && /^[a-z]$/.test(input)) return { type: 'other' };
  if (input === 'y' || input === 'Y') return { type: 'yes' };
  if (key.leftArrow || input === 'h') return { type: 'left' };
  if (key.rightArrow || input === 'l') return { type: 'right' };
  if (key.upArrow || input === 'k') return { type: 'up' };
  if (key.downArrow || input === 'j') return { type: 'down' };
  if (key.return || input === ' ') return { type: 'select' };
  if (key.escape) return { type: 'cancel' };
  if (/^[0-9]$/.test(input)) return { type: 'column', index: input === '0' ? 9 : Number(input) - 1 };
  switch (input) {
    case 'd':
      return { type: 'deal' };
    case 'f':
      return { type: 'foundation' };
    case 'a':
      return { type: 'autoplay' };
    case 'u':
      return { type: 'undo' };
    case 'r':
      return { type: 'redo' };
    case 'n':
      return { type: 'new', seed: randomSeed() };
    case 'R':
      return { type: 'restart' };
    case 'U':
      return { type: 'rewind' };
    case 'w':
      return { type: 'toggleOutlook' };
    case 'W':
      return { type: 'toggleWinnable' };
    case 'D':
      return { type: 'demo' };
    case '+':
    case '=':
      return { type: 'faster' };
    case '-':
      return { type: 'slower' };
    case 't':
      return { type: 'hint' };
    case '?':
      return { type: 'help' };
    case 'q':
      return { type: 'quit' };
    default:
      // Any other key still counts (it closes the help screen).
      return { type: 'other' };
  }
}
