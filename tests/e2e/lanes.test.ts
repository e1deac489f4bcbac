import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWN_SERVER_FILES } from './lanes';

// The lane's patterns use only '*' (Node 20 has no fs.globSync).
const matches = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
const ownFiles = readdirSync('tests/e2e')
  .map((name) => `tests/e2e/${name}`)
  .filter((file) => OWN_SERVER_FILES.some((pattern) => matches(pattern).test(file)));

describe('the browser suite lane of the files with a server of their own', () => {
  it('holds files, each starting its own server', () => {
    expect(ownFiles.length).toBeGreaterThanOrEqual(OWN_SERVER_FILES.length);
    for (const file of ownFiles) {
      expect(readFileSync(file, 'utf8'), file).toMatch(
        /startOwnServer|iniciarCenario|startJourney/,
      );
    }
  });

  it('none of them reaches the shared server (signIn, url, baseUrl, token without a base)', () => {
    for (const file of ownFiles) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/(?<![.\w])(signIn|url|baseUrl)\(|(?<![.\w])token\([^,)]*\)/);
    }
  });
});
