// The review panel's lines (reviewMoments.ts says what it found): its state ("reviewing… 23 of 80
// moves"), then each moment, the move that lost the deal first, on one line where the width allows
// and else broken at its spaces (never cut: a cut line would end in "…", which ASCII has not), the
// one chosen marked; as many as the panel's height shows, the chosen one always among them. Pure.
import { moments, reviewedCount, reviewLength, type Moment, type Review } from './reviewMoments.js';
import { messages } from '../messages.js';
import { wrapWords } from '../../text/wrap.js';

export interface ReviewLine {
  text: string;
  /** A title line (drawn bold). */
  title?: boolean;
  /** The line of the moment the cursor is on. */
  chosen?: boolean;
}

const POINTER = '>';
const INDENT = '    ';

/** What a moment says after its move: its own chance, then the better move's (in words where there is one). */
function momentDetail(moment: Moment): string {
  const own = moment.to !== undefined ? messages.reviewWithIt(moment.to) : undefined;
  const better = moment.better ? messages.reviewBetter(moment.better.words, moment.better.chance) : moment.from !== undefined ? messages.reviewBest(moment.from) : undefined;
  return [own, better].filter((part) => part !== undefined).join('; ');
}

function momentLines(moment: Moment, chosen: boolean, width: number): ReviewLine[] {
  const head = `${chosen ? POINTER : ' '} ${messages.reviewMove(moment.move, moment.played, moment.lostTheDeal)}`;
  const detail = momentDetail(moment);
  const oneLine = detail ? `${head} — ${detail}` : head;
  if (oneLine.length <= width) return [{ text: oneLine, chosen }];
  // Too wide: the move on its lines, the chances on theirs, indented under it.
  const lines = [...indented(head, '  ', width), ...(detail ? indented(`${INDENT}${detail}`, INDENT, width) : [])];
  return lines.map((text) => ({ text, chosen }));
}

/** Text broken into lines of `width`, the lines after the first indented. */
function indented(text: string, indent: string, width: number): string[] {
  const [first = '', ...rest] = wrapWords(text, width);
  return [first, ...rest.flatMap((line) => wrapWords(`${indent}${line}`, width))];
}

/** The panel's lines for `width` × `height`. */
export function reviewLines(review: Review, width: number, height: number): ReviewLine[] {
  const total = reviewLength(review);
  const done = review.result !== undefined;
  const said = (text: string, title = false): ReviewLine[] => wrapWords(text, width).map((line) => ({ text: line, title }));
  const head = said(done ? messages.reviewDone(total) : messages.reviewing(Math.max(0, reviewedCount(review) - 1), total), true);
  // Over with no position reviewed: the background solver could not run.
  if (done && reviewedCount(review) === 0) return [...head, ...said(messages.reviewUnavailable)];
  if (review.result?.lostBy === 0) head.push(...said(messages.reviewNeverWinnable));
  if (review.result?.notLost) head.push(...said(messages.reviewNotLost));
  const found = moments(review);
  if (found.length === 0) {
    if (done) head.push(...said(messages.reviewNoFall));
    return head;
  }
  head.push(...said(messages.reviewFalls));
  const blocks = found.map((moment, i) => momentLines(moment, i === review.chosen, width));
  // The moments shown: from the first, or later so that the chosen one shows.
  const room = Math.max(1, height - head.length);
  let first = 0;
  const linesFrom = (start: number, end: number) => blocks.slice(start, end + 1).reduce((sum, block) => sum + block.length, 0);
  while (first < review.chosen && linesFrom(first, review.chosen) > room) first++;
  const shown: ReviewLine[] = [];
  for (const block of blocks.slice(first)) {
    if (shown.length + block.length > room) break;
    shown.push(...block);
  }
  return [...head, ...shown];
}
