// Writes .env.example and the README's configuration table from server/config-schema.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { envExample, withReadmeTable } from '../server/config-docs';

writeFileSync('.env.example', envExample());
writeFileSync('README.md', withReadmeTable(readFileSync('README.md', 'utf8')));
console.log('.env.example e README.md atualizados a partir de server/config-schema.ts');
