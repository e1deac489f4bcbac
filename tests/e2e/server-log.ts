/**
 * The browser suite's server log, kept whole in a file and read at the end: personal data must
 * never reach a log line (issue 'Quality gates', LGPD), so the whole run's log — at `info`, one
 * line per request — is searched for CPFs, access tokens and refresh tokens.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { isCpf } from '../../src/domain';

const WARN = 40;

/**
 * Copies the server's output to `file`; warnings and errors are also shown on the console.
 * Resolves once the output has ended and every line is on disk.
 */
export function captureServerLog(output: Readable, file: string): Promise<void> {
  const sink = createWriteStream(file);
  const lines = createInterface({ input: output });
  const written = new Promise<void>((resolve) =>
    lines.once('close', () => sink.end(() => resolve())),
  );
  lines.on('line', (line) => {
    sink.write(`${line}\n`);
    let level = WARN;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? WARN;
    } catch {
      // Not a pino line (a crash, a library's print): show it.
    }
    if (level >= WARN) process.stderr.write(`${line}\n`);
  });
  return written;
}

const FINDINGS: [string, RegExp][] = [
  ['CPF formatado', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g],
  // Not inside a decimal number: pino writes responseTime with up to 16 fraction digits, and
  // eleven of them are a valid CPF about once a thousand lines.
  ['CPF', /(?<![\d.])\d{11}(?![\d.])/g],
  ['token JWT', /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g],
  ['cabeçalho Authorization', /Bearer\s+[\w.-]{16,}/gi],
  ['refresh token ou senha em campo', /"(refresh_token|access_token|password|senha)"\s*:/gi],
];

/** The JSON key whose value holds a finding ('url', 'msg'), to say where without saying what. */
function keyBefore(line: string, index: number): string {
  const keys = [...line.slice(0, index).matchAll(/"([\w.]+)":/g)];
  return keys.at(-1)?.[1] ?? '?';
}

/** Request ids, random UUIDs: blanked before the search (same length: keys keep their places). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** What the log holds that it must not: kind, line number and key, never the value itself. */
export function personalDataIn(file: string): string[] {
  const found: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(UUID, (id) => '-'.repeat(id.length)))
    .forEach((line, index) => {
      for (const [kind, pattern] of FINDINGS) {
        for (const match of line.matchAll(pattern)) {
          const digits = match[0].replace(/\D/g, '');
          if (kind.startsWith('CPF') && !isCpf(digits)) continue;
          found.push(`linha ${index + 1}: ${kind} (em "${keyBefore(line, match.index ?? 0)}")`);
        }
      }
    });
  return found;
}
