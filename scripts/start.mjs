// `npm start` (and `npm run worker`, `npm run db:*`): builds what is missing or older than its
// sources (the SPA into dist/, the server into dist-server/), then runs the compiled entry with
// plain Node: no TypeScript loader in the running process. `npm run dev:server` keeps tsx.
//   node scripts/start.mjs [main | worker | cli <command>]
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

const stale = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newest(inputs);

const entry = process.argv[2] ?? 'main';
if (!['main', 'worker', 'cli'].includes(entry)) {
  console.error(`Entrada desconhecida: ${entry} (use main, worker ou cli)`);
  process.exit(1);
}
// The entry reads its own arguments (cli's command) from process.argv.slice(2).
process.argv.splice(2, 1);

// `npm install && npm start` is the demo (README): without APP_ENV it runs as 'local', so the
// demo data is seeded and the staging banner shows. A production deployment sets
// APP_ENV=production (in the environment or .env, read here first so it is honoured).
if (existsSync('.env')) process.loadEnvFile('.env');
process.env.APP_ENV ||= 'local';

const shared = ['src', 'i18n', 'package-lock.json'];
if (
  entry === 'main' &&
  stale('dist/index.html', [...shared, 'index.html', 'public', 'vite.config.ts'])
) {
  console.log('Compilando a interface (dist/)…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (stale('dist-server/main.js', [...shared, 'server', 'scripts/build-server.mjs'])) {
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
}
await import(`../dist-server/${entry}.js`);
