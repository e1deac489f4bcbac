import { index, integer, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import { dataAtualizacao, dataCriacao, versao } from './columns';
import { usuarios } from './users';

/**
 * What a user has typed in the proposal entry form and not yet submitted, saved as they type
 * (so a reload or a refused submission loses nothing). The content is the form as it stands,
 * unvalidated: it becomes a proposal only through POST api/adesao/criar, which validates it.
 */
export const rascunhosEntrada = pgTable(
  'rascunhos_entrada',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tipo: smallint('tipo').notNull(),
    dados: jsonb('dados').$type<Record<string, unknown>>().notNull().default({}),
    /** The step the user was on, so the form reopens where it was left. */
    passo: smallint('passo').notNull().default(0),
    versao: versao(),
    dataCriacao: dataCriacao(),
    dataAtualizacao: dataAtualizacao(),
  },
  (t) => [index('rascunhos_entrada_usuario_idx').on(t.usuarioId, t.tipo, t.dataAtualizacao)],
);
