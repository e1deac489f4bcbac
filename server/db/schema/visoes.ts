import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { usuarios } from './users';

/**
 * A list's state saved under a name (issue 21): filter, sort, page size and columns. Personal,
 * or shared with everyone who may enter the same area; only its owner changes or removes it.
 */
export const visoesSalvas = pgTable(
  'visoes_salvas',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    area: varchar('area', { length: 40 }).notNull(),
    lista: varchar('lista', { length: 120 }).notNull(),
    nome: varchar('nome', { length: 60 }).notNull(),
    compartilhada: boolean('compartilhada').notNull().default(false),
    estado: jsonb('estado').notNull(),
    criadaEm: timestamptz('criada_em').notNull().defaultNow(),
    alteradaEm: timestamptz('alterada_em').notNull().defaultNow(),
  },
  (t) => [
    // One name per owner and list, so the menu never shows two views that look the same.
    uniqueIndex('visoes_salvas_nome_unico').on(t.usuarioId, t.area, t.lista, t.nome),
    index('visoes_salvas_area').on(t.area, t.compartilhada),
  ],
);

/**
 * What a user chose for a list's columns (hidden ones and their order), kept on the server so
 * it follows the user to another machine. `chave` is the list's table key in its area.
 */
export const colunasUsuario = pgTable(
  'colunas_usuario',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    area: varchar('area', { length: 40 }).notNull(),
    chave: varchar('chave', { length: 160 }).notNull(),
    ocultas: jsonb('ocultas').notNull(),
    ordem: jsonb('ordem'),
    alteradaEm: timestamptz('alterada_em').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.area, t.chave] })],
);
