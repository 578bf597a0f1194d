// Loaded before every test file (vitest.config.ts): every game's solver, so solve() works at once.
import { loadAllSolvers } from '../src/solver/solverLoader.js';

await loadAllSolvers();
