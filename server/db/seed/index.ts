import { fakerPT_BR } from '@faker-js/faker';
import type { Database } from '../client';
import { usuarios } from '../schema';
import { seedDocumentos } from './documentos';
import { seedAgendamentos } from './agendamentos';
import { seedPagadores } from './pagadores';
import { seedPartners } from './partners';
import { seedPlanos, seedRegistrosComerciais } from './planos';
import { seedDeclaracaoSaude, seedProponente } from './proponente';
import { seedPme } from './pme';
import { seedPropostas } from './propostas';
import { seedTabelasPreco } from './tabelas-preco';
import { seedReference } from './reference';
import { REGISTRY_SEED_STEPS } from './registries.generated';
import { seedUsers } from './users';

export interface SeedOptions {
  /** How many generated proposals to add (the proposals seeder reads it; 0 skips them). */
  proposals?: number;
  /** Fixed faker seed so every demo database looks the same. */
  randomSeed?: number;
}

export interface SeedStep {
  name: string;
  run(db: Database, options: Required<SeedOptions>, faker: typeof fakerPT_BR): Promise<void>;
}

/**
 * The demo data, in dependency order. Every step is idempotent, so `db:seed` may run any number
 * of times. Later domains (proposals, PME, appointments) append their own step here.
 */
export const SEED_STEPS: SeedStep[] = [
  { name: 'referência (unidades e estados)', run: (db) => seedReference(db) },
  { name: 'concessionárias e corretores', run: (db, _o, faker) => seedPartners(db, faker) },
  { name: 'usuários de demonstração', run: (db) => seedUsers(db) },
  { name: 'planos de saúde', run: (db) => seedPlanos(db) },
  {
    name: 'aditivos de contrato e tabelas de venda',
    run: (db) => seedRegistrosComerciais(db),
  },
  { name: 'tabelas de preços', run: (db) => seedTabelasPreco(db) },
  // Each file of ./registries, found by npm run registries:generate (after what they may read).
  ...REGISTRY_SEED_STEPS,
  { name: 'declaração de saúde', run: (db) => seedDeclaracaoSaude(db) },
  {
    name: 'propostas individuais',
    run: (db, options, faker) => seedPropostas(db, options.proposals, faker),
  },
  { name: 'pagador diferente do titular', run: (db) => seedPagadores(db) },
  { name: 'documentos e selfies', run: (db) => seedDocumentos(db) },
  { name: 'agendamentos da avaliação de saúde', run: (db) => seedAgendamentos(db) },
  { name: 'propostas PME', run: (db, _o, faker) => seedPme(db, faker) },
  { name: 'área do proponente (campanha, link)', run: (db) => seedProponente(db) },
];

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const resolved: Required<SeedOptions> = { proposals: 0, randomSeed: 2026, ...options };
  fakerPT_BR.seed(resolved.randomSeed);
  const done: string[] = [];
  for (const step of SEED_STEPS) {
    await step.run(db, resolved, fakerPT_BR);
    done.push(step.name);
  }
  return done;
}

/** First start: an empty users table means a fresh database. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const rows = await db.select({ id: usuarios.id }).from(usuarios).limit(1);
  return rows.length === 0;
}
