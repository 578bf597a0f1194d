// What a search answers, whatever its moves are: 'winnable' with a line of moves that plays to a
// win, 'lost' (a proof: only sound pruning was used), or 'unknown' (its budget ran out first).
// Each game's search answers in engine moves (GameSolver, in engine/game.ts).
export type SearchOutcome<M> = { verdict: 'winnable'; moves: M[] } | { verdict: 'lost' } | { verdict: 'unknown' };
