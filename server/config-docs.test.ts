import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample, withReadmeTable } from './config-docs';
import { EnvSchema } from './config-schema';

describe('configuration docs generated from the schema', () => {
  it('.env.example is what npm run config:docs writes', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it("the README's table is what npm run config:docs writes", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(withReadmeTable(readme));
  });

  it('lists every declared variable with a description', () => {
    const example = envExample();
    for (const [name, schema] of Object.entries(EnvSchema.properties)) {
      expect(example).toContain(`# ${name}=`);
      expect((schema as { description?: string }).description).toBeTruthy();
    }
  });
});
