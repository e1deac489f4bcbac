/** Compiles server/main.ts, worker.ts and db/cli.ts into `outdir` (default dist-server/). */
export function buildServer(outdir?: string): Promise<void>;
