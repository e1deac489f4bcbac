import { existsSync } from 'node:fs';

/**
 * Reads `.env` from the working directory when there is one, with Node's own loader (what
 * `node --env-file` does, minus failing when the file is absent). Variables already in the
 * environment win over the file. Imported first by every command-line entry.
 */
if (existsSync('.env')) process.loadEnvFile('.env');
