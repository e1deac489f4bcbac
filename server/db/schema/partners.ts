import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { unidades } from './reference';
import { dataCriacao, endereco, versao } from './columns';

/** A person to talk to at a dealership (its form's 'Contatos'). */
export interface ContatoConcessionaria {
  nome: string;
  cargo: string | null;
  telefone: string | null;
  email: string | null;
}

/** Dealerships (concessionárias): the companies whose brokers sell the plans. */
export const concessionarias = pgTable(
  'concessionarias',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 150 }).notNull(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    email: varchar('email', { length: 120 }),
    telefone: varchar('telefone', { length: 11 }),
    codigoUnidade: integer('codigo_unidade').references(() => unidades.codigoUnidade),
    ativo: boolean('ativo').notNull().default(true),
    // The address, optional: dealerships created before it (and by the CSV sync) have none.
    ...endereco(),
    uf: varchar('uf', { length: 2 }),
    /** Kept inside the record: always read and written with it, never queried on its own. */
    contatos: jsonb('contatos').$type<ContatoConcessionaria[]>().notNull().default([]),
    dataCriacao: dataCriacao(),
    /** Optimistic concurrency of the CRUD routes: a stale versao is refused with 409. */
    versao: versao(),
  },
  (t) => [uniqueIndex('concessionarias_cnpj_key').on(t.cnpj)],
);

/** Brokers (corretores), each tied to one dealership. */
export const corretores = pgTable(
  'corretores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: varchar('nome', { length: 150 }).notNull(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    email: varchar('email', { length: 120 }),
    telefone: varchar('telefone', { length: 11 }),
    concessionariaId: integer('concessionaria_id')
      .notNull()
      .references(() => concessionarias.id),
    ativo: boolean('ativo').notNull().default(true),
    dataCriacao: dataCriacao(),
    /** Optimistic concurrency of the CRUD routes: a stale versao is refused with 409. */
    versao: versao(),
  },
  (t) => [
    uniqueIndex('corretores_cpf_key').on(t.cpf),
    index('corretores_concessionaria_idx').on(t.concessionariaId),
    index('corretores_nome_idx').on(sql`lower(${t.nome})`),
  ],
);
