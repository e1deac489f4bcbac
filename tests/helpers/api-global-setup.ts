/**
 * The API tests' global setup: the database templates (database-template.ts) and the compiled
 * server (compiled-server.ts) are prepared side by side. Vitest runs the setup files of a list one
 * after the other, and no test starts before they end; the templates keep one core busy (PGlite
 * runs in this process) while esbuild compiles in its own, so together they take the time of the
 * longer one.
 */
import type { TestProject } from 'vitest/node';
import compileServer from './compiled-server';
import prepareDatabaseTemplates from './database-template';

export default async function setup(project: TestProject) {
  const teardowns = await Promise.all([prepareDatabaseTemplates(project), compileServer(project)]);
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}
