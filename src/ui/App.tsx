// The game screen: header, board, recent moves, message line and key hints, driven by keys
// through the pure reducer (hooks/gameReducer.ts). Every change to the session is handed to the
// keeper (a move just after its frame is drawn, see useGame).
import { Box, Text, useApp } from 'ink';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { gameOf } from '../engine/games.js';
import { movesPlayed, type Position } from '../engine/session/session.js';
import { boardWidth, cardSpot } from './board/boardGeometry.js';
import { Board } from './components/Board.js';
import { FlyingCards } from './components/FlyingCards.js';
import { Header } from './components/Header.js';
import { HelpScreen, helpScroll } from './components/HelpScreen.js';
import { headerHelp, keyHelp } from './helpText.js';
import { KeyHints, keyHints } from './components/KeyHints.js';
import { MessageLine } from './components/MessageLine.js';
import { MoveLog } from './components/MoveLog.js';
import { ReviewPanel } from './components/ReviewPanel.js';
import { initialUiState } from './hooks/cursorReducer.js';
import { DEFAULT_PREFERENCES, statusOf, type LeaveTo, type Preferences } from './hooks/uiState.js';
import { outlookWord } from './outlook/outlookWord.js';
import { messageFor } from './board/messageLine.js';
import { messages } from './messages.js';
import { screenFacts, withoutScore, writtenFacts } from './board/headerLine.js';
import { keyContextOf } from './input/keyBindings.js';
import { winSummary } from './stats/winSummary.js';
import { useAnalyst, workerSolver, type SolverFactory } from './hooks/useAnalyst.js';
import { useDemo } from './hooks/useDemo.js';
import { useSpinner } from './hooks/useSpinner.js';
import { useGame } from './hooks/useGame.js';
import { formatDuration } from '../text/duration.js';
import { useSuspend } from './hooks/useSuspend.js';
import { useCelebration } from './hooks/useCelebration.js';
import { useMotion } from './hooks/useMotion.js';
import { useClicks } from './hooks/useClicks.js';
import { useTerminalInput } from './hooks/useTerminalInput.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import type { Keeper } from './keeper.js';
import { actionForKey, isSuspendKey } from './input/keymap.js';
import { cascadingCards, celebrationLines } from './board/celebration.js';
import { flightFraction } from './board/motion.js';
import { layout, logUnderBoard, panelUnderBoard } from './board/layout.js';
import { overlapShape } from './board/overlapGeometry.js';
import { columnsShape } from './board/cardSize.js';
import { tooSmallLines } from './board/tooSmall.js';
import type { Suspender } from './terminal/terminal.js';
import { topRowSlots } from './board/slots.js';
import { ThemeContext } from './board/theme.js';
import { finishedRunsLine } from './board/finishedRuns.js';

/** The narrowest the review panel goes beside the board (a moment's move and its chances on two lines). */
const REVIEW_MIN_WIDTH = 34;

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
  /** Whether clicks play (with --no-mouse, mouse reports are ignored). */
  mouse?: boolean;
  /** Told, as the game closes, the screen it was left for (g, s, S), or null for quitting. */
  onClose?: (leaveTo: LeaveTo | null) => void;
}

export function App({ position, notice = null, keeper, preferences, solver = workerSolver, suspender, mouse = true, onClose }: AppProps) {
  const { exit } = useApp();
  const { columns, rows } = useTerminalSize();
  const theme = useContext(ThemeContext);
  const { text } = theme;
  const { ui, dispatch, saveNow, running, pauseClock } = useGame(
    () => initialUiState(position, notice, { ...(preferences ?? DEFAULT_PREFERENCES), leftBehind: keeper.leftBehind(position.session.game) }),
    keeper,
  );
  const status = statusOf(ui.position);
  const session = ui.position.session;
  const statistics = useCallback(() => keeper.statistics(), [keeper]);
  useAnalyst(ui, dispatch, solver, statistics);
  const spinner = useSpinner(ui.dealing !== null || ui.demo?.waiting === true);
  useDemo(ui, dispatch);
  useSuspend(suspender, saveNow, pauseClock);

  useEffect(() => {
    if (!ui.quit) return;
    onClose?.(ui.leaveTo);
    exit();
  }, [ui.quit, ui.leaveTo, onClose, exit]);

  const state = ui.position.state;
  const game = gameOf(session);
  const title = game.title;
  // The review's keys show in the win summary's place while it is open.
  const summary = status === 'won' && !ui.review ? winSummary(keeper.statistics(), session, columns).map(text) : [];
  const said = spinner !== undefined && ui.dealing ? { tone: 'info' as const, text: messages.lookingForDeal(spinner) } : messageFor(ui, status, running(), spinner);
  const message = said && { ...said, text: text(said.text) };
  const ownFacts = game.facts(state, running(), keeper.carriedTotal());
  const facts = screenFacts({
    title, seed: session.seed, proved: session.proved === true, band: session.band, daily: session.daily,
    gameFacts: preferences?.showScore === false ? withoutScore(ownFacts) : ownFacts,
    moves: movesPlayed(ui.position), clock: preferences?.showClock === false ? undefined : formatDuration(running()), outlook: outlookWord(ui, status),
  });
  const hasTopRow = topRowSlots(state).length > 0;
  const overlapBoard = overlapShape(state);
  const screen = layout({
    columns, rows, headerFacts: writtenFacts(facts, text), tableau: state.tableau, hasTopRow, summaryLines: summary.length, message: message?.text,
    shape: overlapBoard ?? columnsShape(state.tableau, (size) => boardWidth(state, size, theme)),
  });
  const keys = keyContextOf(state, {
    holding: ui.held !== null, asking: ui.confirm !== null, winnableOnly: ui.winnableOnly, typing: ui.typed !== null, replaying: ui.replay,
    knowledge: ui.knowledge, hints: ui.hints, reviewing: ui.review !== null, paused: ui.paused,
  });
  const helpProps = { keys: keyHelp(keys), header: headerHelp(), about: { title, rules: game.rulesInShort }, width: columns, height: rows - 1 };
  const { max: helpMax, page: helpPage } = helpScroll(helpProps, text);
  // The help says how far it scrolls once it is laid out at this size.
  useEffect(() => {
    if (ui.help && (ui.help.max !== helpMax || ui.help.page !== helpPage)) dispatch({ type: 'helpFits', max: helpMax, page: helpPage });
  }, [ui.help, helpMax, helpPage, dispatch]);

  // The keys of one read are all played by the handler of the frame before them: each must still
  // be judged by what is on screen after the keys before it, so the handler reads it here.
  const tooSmall = useRef(screen.tooSmall);
  useLayoutEffect(() => {
    tooSmall.current = screen.tooSmall;
  }, [screen.tooSmall]);
  const [celebrating, skipCelebration] = useCelebration(status, ui.gameNumber, theme.color && theme.style !== 'ascii' && (preferences?.celebrate ?? true));
  const celebratingNow = useRef(false);
  useLayoutEffect(() => {
    celebratingNow.current = celebrating !== undefined;
  }, [celebrating]);
  const [moving, finishMotion] = useMotion(ui, preferences?.motion ?? false);
  const click = useClicks({ ui, size: screen.size, columnLines: screen.columnLines, theme, shown: !screen.tooSmall && !ui.help }, dispatch);
  // One read's keys and clicks, in order (input/inputReader.ts says which reads play).
  useTerminalInput((events) => {
    for (const event of events) {
      if (event.kind === 'mouse' && !mouse) continue;
      // Any key lands the cards in motion at once, and is played as ever.
      finishMotion();
      // Any key (or click) ends the celebration, and does nothing else.
      if (celebratingNow.current) {
        celebratingNow.current = false;
        skipCelebration();
        return;
      }
      if (event.kind === 'mouse') {
        click(event.report);
        continue;
      }
      const { input, key } = event;
      if (isSuspendKey(input, key)) {
        suspender?.suspend();
        continue;
      }
      const action = actionForKey(input, key);
      // While the terminal is too small to show the board, only quitting works.
      if (action && (!tooSmall.current || action.type === 'quit')) dispatch(action);
      // A question, and its answer, end their read: the keys that came with the key that asked
      // never answer it, nor do the keys that came with the answer play in the game it deals.
      if (action?.type === 'new' || action?.type === 'restart' || action?.type === 'yes') return;
    }
  });

  if (screen.tooSmall) {
    return (
      <Text wrap="truncate">{tooSmallLines(messages.tooSmall(screen.tooSmall, columns, rows), { columns, rows }).map(text).join('\n')}</Text>
    );
  }
  const boardLines = screen.columnLines + 1 + screen.topRowLines;
  // The review goes beside the board, in the move log's place, where it has room; else under the
  // board, its columns folded; else in the board's place.
  const reviewBeside = ui.review !== null && screen.logWidth >= REVIEW_MIN_WIDTH;
  const tallest = Math.max(...state.tableau.map((cards) => cards.length));
  const reviewUnder =
    ui.review && !reviewBeside ? panelUnderBoard(screen, overlapBoard ? { overlapLines: overlapBoard.lines(screen.size) } : { tallest }) : undefined;
  if (ui.help) return <HelpScreen {...helpProps} back="the game" top={ui.help.top} />;
  const logBeside = !ui.paused && celebrating === undefined && screen.logWidth > 0 && (!ui.review || reviewBeside);
  const logUnder = !ui.paused && celebrating === undefined && !ui.review && !overlapBoard ? logUnderBoard(screen, tallest) : 0;
  // In motion: the board of the frame, and the cards in flight over it.
  const boardUi = moving ? { ...ui, position: { ...ui.position, state: moving.motion.boards[moving.frame]! } } : ui;
  const flight = moving?.motion.flight;
  const spotIn = (board: typeof state, at: NonNullable<typeof flight>['from']) =>
    cardSpot({ ...ui, position: { ...ui.position, state: board } }, screen.size, screen.columnLines, theme, at.slot, at.index);
  const from = flight && spotIn(flight.before, flight.from);
  const to = flight && spotIn(flight.after, flight.to);
  return (
    <Box flexDirection="column" width={columns}>
      <Header title={title} line={text(screen.header)} />
      <Text wrap="truncate">{finishedRunsLine(state, theme) || ' '}</Text>
      <Box height={boardLines}>
        {/* Beside the log, the board keeps its whole width: the log stays put as cards leave the board's right. */}
        <Box width={logBeside ? screen.boardWidth : undefined} flexShrink={0}>
          {ui.paused ? (
            <Box width={columns} justifyContent="center" alignItems="center">
              <Text bold>{text(messages.paused)}</Text>
            </Box>
          ) : celebrating !== undefined ? (
            <Text>{celebrationLines(cascadingCards(state), columns, boardLines, celebrating, theme).join('\n')}</Text>
          ) : ui.review && reviewUnder ? (
            <Box flexDirection="column">
              <Board ui={boardUi} size={screen.size} maxLines={reviewUnder.columnLines} />
              <Text> </Text>
              <ReviewPanel review={ui.review} width={columns} lines={reviewUnder.panelLines} />
            </Box>
          ) : ui.review && !reviewBeside ? (
            <ReviewPanel review={ui.review} width={columns} lines={boardLines} />
          ) : logUnder > 0 ? (
            <Box flexDirection="column" justifyContent="space-between" height={boardLines}>
              <Board ui={boardUi} size={screen.size} maxLines={screen.columnLines - logUnder - 1} />
              <MoveLog log={ui.log.map(text)} lines={logUnder} width={columns} />
            </Box>
          ) : (
            <Board ui={boardUi} size={screen.size} maxLines={screen.columnLines} />
          )}
        </Box>
        {logBeside ? (
          <Box marginLeft={2}>
            {ui.review ? (
              <ReviewPanel review={ui.review} width={screen.logWidth} lines={boardLines} />
            ) : (
              <MoveLog log={ui.log.map(text)} lines={boardLines} width={screen.logWidth} />
            )}
          </Box>
        ) : null}
      </Box>
      <MessageLine notice={message} width={columns} maxLines={screen.messageLines} />
      {flight && from && to && !ui.paused && celebrating === undefined ? (
        <FlyingCards cards={flight.cards} size={screen.size} from={from} to={to} fraction={flightFraction(moving.frame)} />
      ) : null}
      {summary.length > 0 ? (
        summary.map((line) => <Text key={line}>{line}</Text>)
      ) : (
        <KeyHints width={columns} hints={keyHints(keys).map(text)} />
      )}
    </Box>
  );
}
