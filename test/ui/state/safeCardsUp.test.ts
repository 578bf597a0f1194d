// Safe cards go up by themselves in every game with foundations that has a sure rule for them
// (Game.safeToFoundation, each the rule its solver uses): after a player's move that frees one it
// goes up; a card that play could still need stays; one u takes back the move with what went up.
// The positions are met by random play, a counted number of moves per game.
import { describe, expect, it } from 'vitest';
import { allGames, games, type PlayableGameId } from '../../../src/engine/games.js';
import type { Game } from '../../../src/engine/game.js';
import { mulberry32 } from '../../../src/engine/cards/random.js';
import { newSession, play, type Position } from '../../../src/engine/session/session.js';
import { SUITS, type Card, type Suit } from '../../../src/engine/cards/cards.js';
import type { GameState, Move } from '../../../src/engine/types.js';
import { initialUiState } from '../../../src/ui/hooks/cursorReducer.js';
import { attempt, undoMove } from '../../../src/ui/hooks/movesReducer.js';

/** Random moves tried per game, in all its deals, to meet each kind of position. */
const MOVES_PER_GAME = 20_000;
const DEALS = 40;

const upMove = (move: Move) => move.type === 'move' && move.to.pile === 'foundation';

/** A card could go up but play may still need it: a move onto a foundation (a pair, without one) is legal and not safe. */
function unsafeUpLegal(game: Game, state: GameState): boolean {
  if (game.safeToFoundation!(state)) return false;
  return game.legalMoves(state).some((move) => move.type === 'move' && (game.toFoundation ? upMove(move) : true));
}

/** A position and a move of the player's, not itself up, after which `wanted` holds; met by random play. */
function findMove(game: Game, wanted: (after: GameState) => boolean): { position: Position; move: Move } {
  const random = mulberry32(7);
  let budget = MOVES_PER_GAME;
  for (let deal = 1; deal <= DEALS && budget > 0; deal++) {
    let position = newSession(game.id as PlayableGameId, deal);
    for (let depth = 0; depth < 200 && budget > 0; depth++) {
      const moves = game.legalMoves(position.state);
      if (moves.length === 0) break;
      for (const move of moves.filter((m) => !upMove(m))) {
        budget--;
        if (!game.safeToFoundation!(position.state) && wanted(game.applyMove(position.state, move))) return { position, move };
      }
      position = play(position, moves[Math.floor(random() * moves.length)]!);
    }
  }
  throw new Error(`${game.id}: no such position within ${MOVES_PER_GAME} moves`);
}

const withSafeCards = allGames().filter((game) => game.safeToFoundation !== undefined);

describe('safe cards up by themselves', () => {
  it('every game with foundations has a sure rule, but those played onto one pile', () => {
    expect(withSafeCards.map((game) => game.id).sort()).toEqual(
      ['bakers-game', 'beleaguered-castle', 'canfield', 'eight-off', 'forty-thieves', 'freecell', 'klondike', 'pyramid', 'seahaven-towers', 'siegecraft', 'streets-and-alleys', 'stronghold', 'yukon'],
    );
  });

  it.each(withSafeCards.map((game) => [game.id, game] as const))('%s: a card freed by a move goes up after it; one u takes back both', (_, game) => {
    const { position, move } = findMove(game, (after) => game.safeToFoundation!(after) !== undefined);
    const ui = initialUiState(position);
    const after = attempt(ui, move);
    const moves = after.position.session.moves.slice(position.session.moves.length);
    expect(moves[0]).toEqual(move);
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.slice(1).every(upMove)).toBe(true);
    expect(game.safeToFoundation!(after.position.state)).toBeUndefined();
    const undone = undoMove(after);
    expect(undone.position.state).toEqual(ui.position.state);
    expect(undone.position.session.moves).toEqual(position.session.moves);
  });

  // Building in suit with one deck, the only card that could go on a card is the one before it in
  // its suit, which is up once the card fits its foundation: every card that fits is safe.
  const inSuit = ['bakers-game', 'eight-off', 'seahaven-towers'];

  it.each(withSafeCards.filter((game) => !inSuit.includes(game.id)).map((game) => [game.id, game] as const))('%s: a card play could still need stays where it is', (_, game) => {
    const { position, move } = findMove(game, (after) => unsafeUpLegal(game, after));
    const after = attempt(initialUiState(position), move);
    expect(after.position.session.moves).toHaveLength(position.session.moves.length + 1);
    expect(unsafeUpLegal(game, after.position.state)).toBe(true);
  });

  it.each(inSuit)('%s builds in suit: after a move, no card its foundation takes is left down', (id) => {
    const game = games[id as PlayableGameId];
    const { position, move } = findMove(game, (after) => game.legalMoves(after).some(upMove));
    const after = attempt(initialUiState(position), move);
    expect(after.position.session.moves.length).toBeGreaterThan(position.session.moves.length + 1);
    expect(game.legalMoves(after.position.state).some(upMove)).toBe(false);
  });

  it('plays nothing by itself when the player turned it off', () => {
    const { position, move } = findMove(games.klondike, (after) => games.klondike.safeToFoundation!(after) !== undefined);
    const after = attempt({ ...initialUiState(position), autoPlay: false }, move);
    expect(after.position.session.moves).toHaveLength(position.session.moves.length + 1);
  });
});

describe("Klondike's rule is the solver's, sound though foundation cards come back down", () => {
  const { state } = newSession('klondike', 1);
  const card = (rank: number, suit: Suit): Card => ({ rank, suit, faceUp: true });
  const upTo = (suit: Suit, rank: number) => Array.from({ length: rank }, (_, i) => card(i + 1, suit));
  /** The 5♥ alone on the table, the foundations ♠ ♥ ♦ ♣ at these ranks. */
  const position = (ranks: number[]) => ({
    ...state, stock: [], waste: [],
    tableau: [[card(5, 'hearts')], ...state.tableau.slice(1).map(() => [])],
    foundations: SUITS.map((suit, i) => upTo(suit, ranks[i]!)),
  });

  it('the 5♥ goes up with both black suits at 3 and the ♦ at 2, and waits for either below', () => {
    expect(games.klondike.safeToFoundation!(position([3, 4, 2, 3]))).toBeDefined();
    expect(games.klondike.safeToFoundation!(position([2, 4, 2, 3]))).toBeUndefined();
    // Both black 4s up (the usual rule's "safe"), but the 2♦ may come back down onto a black 3
    // taken down, which may then need a red 4 … and the 5♥ under it: it stays.
    expect(games.klondike.safeToFoundation!(position([4, 4, 1, 4]))).toBeUndefined();
  });
});
