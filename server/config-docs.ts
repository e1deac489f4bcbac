import { EnvSchema, type VariableSchema } from './config-schema';

/**
 * `.env.example` and the README's table of variables, written from EnvSchema by
 * `npm run config:docs`; server/config-docs.test.ts fails when the committed files drift.
 */
const variables = () =>
  Object.entries(EnvSchema.properties as Record<string, VariableSchema>).map(([name, schema]) => ({
    name,
    schema,
  }));

const byGroup = () => {
  const groups = new Map<string, ReturnType<typeof variables>>();
  for (const variable of variables()) {
    const group = variable.schema.group ?? 'Outras';
    groups.set(group, [...(groups.get(group) ?? []), variable]);
  }
  return groups;
};

/** What a value may be, in a few words: the allowed values, the range or the URL schemes. */
function accepts(schema: VariableSchema): string {
  if (schema.anyOf) return schema.anyOf.map((s) => s.const).join(' | ');
  if (schema.type === 'integer') return `integer ${schema.minimum}–${schema.maximum}`;
  if (schema.type === 'boolean') return 'true / false';
  if (schema.protocols)
    return `URL (${schema.protocols.map((p) => p.replace(':', '')).join(', ')})`;
  if (schema.minLength) return `text, ${schema.minLength}+ characters`;
  return 'text';
}

export function envExample(): string {
  const lines = [
    '# Generated from server/config-schema.ts by `npm run config:docs`: edit the schema, not this file.',
    '# Every variable is optional: with none set, `npm start` runs on the embedded database in ./data.',
    '# Copy to .env (read at start with Node’s own process.loadEnvFile; the environment wins).',
  ];
  for (const [group, list] of byGroup()) {
    lines.push('', `# ── ${group} ──`);
    for (const { name, schema } of list) {
      lines.push(`# ${schema.description ?? ''} Accepts: ${accepts(schema)}.`);
      const value = schema.default ?? schema.example;
      lines.push(`# ${name}=${value === undefined ? '' : String(value)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export const README_START = '<!-- config:start (npm run config:docs) -->';
export const README_END = '<!-- config:end -->';

/** A table cell: pipes would split it, angle brackets would read as HTML. */
const markdownCell = (text: string) =>
  text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function readmeTable(): string {
  const rows = ['| variable | default | accepts | what it does |', '|---|---|---|---|'];
  for (const [group, list] of byGroup()) {
    rows.push(`| **${group}** | | | |`);
    for (const { name, schema } of list) {
      const fallback = schema.default === undefined ? '' : `\`${String(schema.default)}\``;
      const cells = [`\`${name}\``, fallback, accepts(schema), schema.description ?? ''];
      rows.push(`| ${cells.map(markdownCell).join(' | ')} |`);
    }
  }
  return `${README_START}\n${rows.join('\n')}\n${README_END}`;
}

/** The README with its table replaced; throws when the markers are missing. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start)
    throw new Error('README sem os marcadores da tabela de configuração');
  return readme.slice(0, start) + readmeTable() + readme.slice(end + README_END.length);
}
