import { availableParallelism } from 'node:os';

/**
 * How many browser files run at once: one per core by default (E2E_WORKERS=1 runs them one after
 * another, to read a failing run's log in order). Each worker gets a shared server of its own
 * (tests/e2e/global-setup.ts), so two files never change the same data at the same time; a file
 * still sees what earlier files of its worker did, as it saw every earlier file's when the suite
 * ran in one line, in an order vitest chooses (slowest and failed files first).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());
