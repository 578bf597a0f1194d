// The game screen: header, board, recent moves, message line and key hints, driven by keys
// through the pure controller. Every change to the session is handed to the keeper at once.
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useRef } from 'react';
import { games } from '../engine/games.js';
import type { Position } from '../engine/session.js';
import { Board, topRowLines } from './components/Board.js';
import { Header, headerLines } from './components/Header.js';
import { HelpScreen } from './components/HelpScreen.js';
import { KeyHints, keyHints } from './components/KeyHints.js';
import { MessageLine, messageLines } from './components/MessageLine.js';
import { MoveLog } from './components/MoveLog.js';
import { initialUiState, statusOf } from './controller.js';
import { messageFor } from './message.js';
import { CELL_WIDTH } from './cardText.js';
import { gameFacts, plural } from './gameFacts.js';
import { winSummary } from './winSummary.js';
import { useCanStillWin } from './hooks/useCanStillWin.js';
import { useGame } from './hooks/useGame.js';
import { formatClock, useGameClock } from './hooks/useGameClock.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import type { Keeper } from './keeper.js';
import { actionForKey } from './keymap.js';

export interface AppProps {
  position: Position;
  notice?: string | null;
  keeper: Keeper;
}

/** Lines around the columns besides the header: blank, column labels, message and key hints. */
const CHROME_LINES = 4;
const MIN_COLUMN_LINES = 6;
const LOG_MIN_WIDTH = 16;

export function App({ position, notice = null, keeper }: AppProps) {
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const clock = useRef<() => number>(() => 0);
  const [ui, dispatch] = useGame(() => initialUiState(position, notice), keeper, () => clock.current());
  const status = statusOf(ui.position);
  const running = useGameClock(ui.position.session.elapsedMs, ui.gameNumber, status === 'playing');
  clock.current = running;
  const session = ui.position.session;
  const canStillWin = useCanStillWin(games[session.game], ui.position.state, status === 'playing');

  useEffect(() => keeper.save(session), []);
  useEffect(() => {
    if (ui.quit) exit();
  }, [ui.quit]);

  useInput((input, key) => {
    // Keys that arrive together (fast typing, a busy moment) come as one string: play each.
    const keys = input.length > 1 && !key.ctrl && !key.meta ? Array.from(input) : [input];
    for (const one of keys) {
      const action = actionForKey(one, key);
      if (action) dispatch(action);
    }
  });

  const state = ui.position.state;
  const title = games[session.game].title;
  const facts = [`deal ${session.seed}`, ...gameFacts(state, running(), keeper.vegasTotal())];
  const headerParts = [title, ...facts, plural(session.moves.length, 'move'), formatClock(running())];
  const header = headerLines(headerParts, columns);
  const boardWidth = state.tableau.length * (CELL_WIDTH + 1);
  const summary = status === 'won' ? winSummary(keeper.statistics(), session, columns) : [];
  const message = messageFor(ui, status, running(), canStillWin);
  const roomForBoard = rows - 1 - CHROME_LINES - header.length - topRowLines(ui) - Math.max(0, summary.length - 1);
  // A long message may take lines from the board, but never so many that the board cannot show.
  const extraMessageLines = Math.min(
    message ? messageLines(message.text, columns).length - 1 : 0,
    Math.max(0, roomForBoard - MIN_COLUMN_LINES),
  );
  const columnLines = roomForBoard - extraMessageLines;
  if (columns < boardWidth + 1 || columnLines < MIN_COLUMN_LINES) {
    const needRows = MIN_COLUMN_LINES + CHROME_LINES + headerLines(headerParts, boardWidth + 1).length + topRowLines(ui) + 1;
    return (
      <Text wrap="wrap">
        Leaves needs a terminal of at least {boardWidth + 1}×{needRows}; this one is {columns}×{rows}. Make it larger,
        or press q to quit.
      </Text>
    );
  }
  if (ui.help) return <HelpScreen game={session.game} title={title} width={columns} height={rows - 1} />;
  const logWidth = columns - boardWidth - 3;
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} lines={header} />
      <Text> </Text>
      <Box height={columnLines + 1 + topRowLines(ui)}>
        <Board ui={ui} maxLines={columnLines} />
        {logWidth >= LOG_MIN_WIDTH ? (
          <Box marginLeft={2}>
            <MoveLog log={ui.log} lines={columnLines + 1 + topRowLines(ui)} width={logWidth} />
          </Box>
        ) : null}
      </Box>
      <MessageLine notice={message} width={columns} maxLines={1 + extraMessageLines} />
      {summary.length > 0 ? (
        summary.map((line) => <Text key={line}>{line}</Text>)
      ) : (
        <KeyHints width={columns} hints={keyHints(ui.held !== null, games[session.game])} />
      )}
    </Box>
  );
}
