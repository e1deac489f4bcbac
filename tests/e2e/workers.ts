/**
 * How many browser files run at once: one by default. Two on the 2-core machine took 1,052 s
 * against 1,117 s for one (docs/benchmarks.md, fifth session): two Chromiums and two servers
 * fill both cores, every wait stretches, and a run under load is where flakes come from. On a
 * machine with more cores, E2E_WORKERS=N runs N files at once. Each worker gets a shared server
 * of its own (tests/e2e/global-setup.ts), so two files never change the same data at the same
 * time; a file sees what earlier files of its worker did, in an order vitest chooses (slowest
 * and failed files first).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
