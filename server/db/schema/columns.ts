import { customType, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Columns and column groups several tables share, written once. Each is a function so every
 * table gets its own column objects; the SQL is the same as writing them out (npm run
 * db:generate finds nothing to migrate).
 */

/** Every instant is stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the record was created, set by the database. */
export const dataCriacao = () => timestamptz('data_criacao').notNull().defaultNow();

/** When the record last changed; the writes set it, the database fills it at creation. */
export const dataAtualizacao = () => timestamptz('data_atualizacao').notNull().defaultNow();

/** Optimistic concurrency: a write naming a stale versao is refused with 409. */
export const versao = () => integer('versao').notNull().default(1);

/**
 * A postal address as the CEP lookup fills it (digits-only CEP). The state is left to each
 * table: a dealership keeps it as varchar beside the address, a proposal as char(2) elsewhere.
 */
export const endereco = () => ({
  cep: varchar('cep', { length: 8 }),
  logradouro: varchar('logradouro', { length: 150 }),
  numero: varchar('numero', { length: 10 }),
  complemento: varchar('complemento', { length: 60 }),
  bairro: varchar('bairro', { length: 80 }),
  cidade: varchar('cidade', { length: 80 }),
});

/** A file's bytes (documents, signed contracts, PME contract templates), read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
