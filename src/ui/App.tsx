// The game screen: header, board, recent moves, message line and key hints, driven by keys
// through the pure controller. Every change to the session is handed to the keeper (a move just
// after its frame is drawn, see useGame).
import { Box, Text, useApp, useInput } from 'ink';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { plural } from '../engine/plural.js';
import { games } from '../engine/games.js';
import type { Position } from '../engine/session.js';
import { Board } from './components/Board.js';
import { Header } from './components/Header.js';
import { HelpScreen } from './components/HelpScreen.js';
import { KeyHints, keyHints } from './components/KeyHints.js';
import { MessageLine } from './components/MessageLine.js';
import { MoveLog } from './components/MoveLog.js';
import { initialUiState, statusOf, type Preferences } from './controller.js';
import { outlookWord } from './outlookWord.js';
import { messageFor } from './message.js';
import { winSummary } from './winSummary.js';
import { useAnalyst, workerSolver, type SolverFactory } from './hooks/useAnalyst.js';
import { useDemo } from './hooks/useDemo.js';
import { useSpinner } from './hooks/useSpinner.js';
import { useGame } from './hooks/useGame.js';
import { formatDuration } from '../text/duration.js';
import { useSuspend } from './hooks/useSuspend.js';
import { useCelebration } from './hooks/useCelebration.js';
import { useClicks } from './hooks/useClicks.js';
import { useGameClock } from './hooks/useGameClock.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import type { Keeper } from './keeper.js';
import { actionForKey } from './keymap.js';
import { cascadingCards, celebrationLines } from './celebration.js';
import { layout } from './layout.js';
import type { Suspender } from './terminal.js';
import { topRowSlots } from './slots.js';
import { ThemeContext } from './theme.js';

export interface AppProps {
  position: Position;
  notice?: string | null;
  keeper: Keeper;
  /** What the player chose to be told and dealt (remembered settings), and whether this deal is proved. */
  preferences?: Preferences;
  /** The background solver (tests give a fake one). */
  solver?: SolverFactory;
  /** Stops the game as Ctrl+Z does (the game screen's terminal; none in tests). */
  suspender?: Suspender;
}

export function App({ position, notice = null, keeper, preferences, solver = workerSolver, suspender }: AppProps) {
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const theme = useContext(ThemeContext);
  const { text } = theme;
  // The clock comes after the game's state it depends on: useGame reads it through this ref, at
  // the time of a move (never during a render).
  const clock = useRef<() => number>(() => 0);
  const elapsedNow = useCallback(() => clock.current(), []);
  const [ui, dispatch, saveNow] = useGame(() => initialUiState(position, notice, preferences), keeper, elapsedNow);
  const status = statusOf(ui.position);
  const [running, pauseClock] = useGameClock(ui.position.session.elapsedMs, ui.gameNumber, status === 'playing');
  useLayoutEffect(() => {
    clock.current = running;
  }, [running]);
  const session = ui.position.session;
  useAnalyst(ui, dispatch, solver);
  const spinner = useSpinner(ui.dealing !== null);
  useDemo(ui, dispatch);
  useSuspend(suspender, saveNow, pauseClock);

  useEffect(() => {
    if (ui.quit) exit();
  }, [ui.quit, exit]);

  const state = ui.position.state;
  const game = games[session.game];
  const title = game.title;
  const gameFacts = game.facts(state, running(), keeper.carriedTotal());
  const summary = status === 'won' ? winSummary(keeper.statistics(), session, columns).map(text) : [];
  const said = spinner === undefined ? messageFor(ui, status, running()) : { tone: 'info' as const, text: `Looking for a deal the solver can prove winnable ${spinner}` };
  const message = said && { ...said, text: text(said.text) };
  const outlook = outlookWord(ui, status);
  const screen = layout({
    columns, rows,
    // The moves go first when the line is short of room, then the game's facts after its first
    // (the variant), then the clock, then the variant.
    headerFacts: [
      { text: title },
      { text: `deal ${session.seed}${ui.provedDeal ? ' (proved)' : ''}` },
      ...gameFacts.map((fact, i) => ({ text: fact, dropOrder: i === 0 ? 4 : 2 })),
      { text: plural(session.moves.length, 'move'), dropOrder: 1 },
      { text: formatDuration(running()), dropOrder: 3 },
      ...(outlook ? [{ text: outlook }] : []),
    ].map((fact) => ({ ...fact, text: text(fact.text) })),
    tableau: state.tableau,
    hasTopRow: topRowSlots(state).length > 0,
    summaryLines: summary.length,
    message: message?.text,
  });

  // Ink swaps in each render's key handler only after that frame, in a later turn: a key read in
  // between (a busy machine) must still be judged by the size on screen, so the handler reads it here.
  const tooSmall = useRef(screen.tooSmall);
  useLayoutEffect(() => {
    tooSmall.current = screen.tooSmall;
  }, [screen.tooSmall]);
  const [celebrating, skipCelebration] = useCelebration(status, ui.gameNumber, theme.color && theme.style !== 'ascii');
  const celebratingNow = useRef(false);
  useLayoutEffect(() => {
    celebratingNow.current = celebrating !== undefined;
  }, [celebrating]);
  const mouseInput = useClicks({ ui, size: screen.size, columnLines: screen.columnLines, theme, shown: !screen.tooSmall && !ui.help }, dispatch);
  useInput((input, key) => {
    // Any key (or click) ends the celebration, and does nothing else.
    if (celebratingNow.current) {
      celebratingNow.current = false;
      skipCelebration();
      return;
    }
    // Mouse reports are clicks, never keys.
    if (mouseInput(input)) return;
    // Keys that arrive together (fast typing, a busy moment) come as one string: play each.
    const keys = input.length > 1 && !key.ctrl && !key.meta ? Array.from(input) : [input];
    for (const one of keys) {
      if (key.ctrl && one === 'z') {
        suspender?.suspend();
        continue;
      }
      const action = actionForKey(one, key);
      // While the terminal is too small to show the board, only quitting works.
      if (action && (!tooSmall.current || action.type === 'quit')) dispatch(action);
    }
  });

  if (screen.tooSmall) {
    return (
      <Text wrap="wrap">
        {text(`Leaves needs a terminal of at least ${screen.tooSmall.columns}×${screen.tooSmall.rows}; this one is ${columns}×${rows}. Make it larger, or press q to quit.`)}
      </Text>
    );
  }
  if (ui.help) return <HelpScreen game={game} topRow={topRowSlots(state).length > 0} width={columns} height={rows - 1} winnableOnly={ui.winnableOnly} />;
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} line={text(screen.header)} />
      <Text> </Text>
      <Box height={screen.columnLines + 1 + screen.topRowLines}>
        {celebrating !== undefined ? (
          <Text>{celebrationLines(cascadingCards(state), columns, screen.columnLines + 1 + screen.topRowLines, celebrating, theme).join('\n')}</Text>
        ) : (
          <Board ui={ui} size={screen.size} maxLines={screen.columnLines} />
        )}
        {celebrating === undefined && screen.logWidth > 0 ? (
          <Box marginLeft={2}>
            <MoveLog log={ui.log.map(text)} lines={screen.columnLines + 1 + screen.topRowLines} width={screen.logWidth} />
          </Box>
        ) : null}
      </Box>
      <MessageLine notice={message} width={columns} maxLines={screen.messageLines} />
      {summary.length > 0 ? (
        summary.map((line) => <Text key={line}>{line}</Text>)
      ) : (
        <KeyHints width={columns} hints={keyHints(ui.held !== null, game).map(text)} />
      )}
    </Box>
  );
}
