import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above this module holding package.json. The server runs
 * both from its sources (server/…, through tsx in development and tests) and bundled into
 * dist-server/ (npm start); files it reads at run time (migrations, the SPA build, seed assets)
 * are found from here, whichever of the two is running.
 */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json não encontrado acima do servidor');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();
export const fromRoot = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
