import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { concessionarias, corretores } from './partners';
import { dataCriacao, timestamptz, versao } from './columns';

/** Staff accounts. Roles live in user_roles: a user may hold several. */
export const usuarios = pgTable(
  'usuarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 80 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull().default(''),
    email: varchar('email', { length: 120 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Nurse flags of MeusDados: enfermeiro may approve, enfermeiroExterno may conclude. */
    enfermeiro: boolean('enfermeiro').notNull().default(false),
    enfermeiroExterno: boolean('enfermeiro_externo').notNull().default(false),
    corretorId: integer('corretor_id').references(() => corretores.id),
    concessionariaId: integer('concessionaria_id').references(() => concessionarias.id),
    dataCriacao: dataCriacao(),
    dataAlteracao: timestamptz('data_alteracao').notNull().defaultNow(),
    /** Optimistic concurrency of the user-management screens (declared resources). */
    versao: versao(),
  },
  // Usernames are matched without regard to case, as people type them.
  (t) => [uniqueIndex('usuarios_username_key').on(sql`lower(${t.username})`)],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.role] })],
);
