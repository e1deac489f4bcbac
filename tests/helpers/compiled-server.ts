/**
 * Global setup of the API tests: compiles the server once per run (esbuild, under a second), so
 * the files that start it as a process (servidor-sigterm, servidor-sigkill, outbox-crash) run
 * `node main.js` instead of paying tsx's on-the-fly compilation at each of their starts.
 * The bundle lives under node_modules/.cache so its packages resolve as dist-server/'s do.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder holding main.js and worker.js compiled from this checkout's sources. */
    compiledServerDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = path.resolve('node_modules/.cache/adesao-testes', `servidor-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  await buildServer(dir);
  project.provide('compiledServerDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
