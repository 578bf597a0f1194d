// Turns the solver's change log into the engine's moves, replaying them through the engine as it
// goes: a card played from the waste becomes the single draws (and the recycle) that bring it up,
// then the play itself.
import { klondikeRules as klondike } from '../play.js';
import type { KlondikeState } from '../rules.js';
import type { Move, PileRef } from '../../../types.js';
import { cardIndex } from '../../../cards/cards.js';
import { suitOf } from './cards.js';
import { Op, RECORD_SIZE, type Position } from './position.js';

export function engineLine(start: KlondikeState, position: Position): Move[] {
  const moves: Move[] = [];
  let state = start;
  const play = (move: Move): void => {
    moves.push(move);
    state = klondike.applyMove(state, move);
  };
  const { log } = position;
  for (let at = 0; at < position.changeCount * RECORD_SIZE; at += RECORD_SIZE) {
    switch (log[at]!) {
      case Op.Run:
        play(cardMove(tableau(log[at + 1]!), tableau(log[at + 2]!), log[at + 3]!));
        break;
      case Op.ColumnToFoundation:
        play(cardMove(tableau(log[at + 1]!), foundation(suitOf(log[at + 3]!))));
        break;
      case Op.FoundationToColumn:
        play(cardMove(foundation(log[at + 1]!), tableau(log[at + 2]!)));
        break;
      case Op.DeckToColumn:
      case Op.DeckToFoundation: {
        const card = log[at + 2]!;
        let recycles = 0;
        while (!isWasteTop(state, card)) {
          if (state.stock.length > 0) {
            play({ type: 'deal' });
          } else {
            if (++recycles > 1) throw new Error('solver bug: a waste card it played never comes up');
            play({ type: 'recycle' });
          }
        }
        const to = log[at] === Op.DeckToColumn ? tableau(log[at + 5]!) : foundation(suitOf(card));
        play(cardMove({ pile: 'waste', index: 0 }, to));
        break;
      }
    }
  }
  return moves;
}

function isWasteTop(state: KlondikeState, card: number): boolean {
  const top = state.waste[state.waste.length - 1];
  return top !== undefined && cardIndex(top) === card;
}

function cardMove(from: PileRef, to: PileRef, count = 1): Move {
  return { type: 'move', from, to, count };
}

function tableau(index: number): PileRef {
  return { pile: 'tableau', index };
}

function foundation(index: number): PileRef {
  return { pile: 'foundation', index };
}
