import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  char,
  date,
  index,
  integer,
  pgTable,
  smallint,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dataCriacao, timestamptz, versao } from './columns';
import { propostasAdesao } from './propostas';
import { unidades } from './reference';
import { usuarios } from './users';

/**
 * Cities where a unit offers in-person nursing evaluations (GET api/agendamento/obterCidades/{id}).
 * The spec names the call, not its source: the health manager and the administrator keep the list
 * (declared resource 'cidades-atendimento'); unticking 'ativo' takes a city out of new periods.
 */
export const agendamentoCidades = pgTable(
  'agendamento_cidades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigoUnidade: integer('codigo_unidade')
      .notNull()
      .references(() => unidades.codigoUnidade),
    nome: varchar('nome', { length: 80 }).notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    versao: integer('versao').notNull().default(1),
  },
  (t) => [uniqueIndex('agendamento_cidades_unidade_nome_key').on(t.codigoUnidade, t.nome)],
);

/** Slot length per department; a department without a row uses 'agendamento.duracaoMinutos'. */
export const agendamentoSetores = pgTable(
  'agendamento_setores',
  {
    setor: smallint('setor').primaryKey(),
    duracaoMinutos: smallint('duracao_minutos').notNull(),
  },
  (t) => [check('agendamento_setores_duracao', sql`${t.duracaoMinutos} between 10 and 240`)],
);

/**
 * A nurse's weekly working hours: one row per weekday period, department and attendance type
 * (an in-person period names its city). Times are Brasília wall-clock times.
 */
export const enfermeiroHorarios = pgTable(
  'enfermeiro_horarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    setor: smallint('setor').notNull().default(1),
    /** 0 Sunday ... 6 Saturday (date-fns getDay). */
    diaSemana: smallint('dia_semana').notNull(),
    tipoAtendimento: integer('tipo_atendimento').notNull(),
    cidadeId: integer('cidade_id').references(() => agendamentoCidades.id),
    horaInicio: time('hora_inicio').notNull(),
    horaFim: time('hora_fim').notNull(),
  },
  (t) => [
    index('enfermeiro_horarios_dia_idx').on(t.setor, t.diaSemana, t.tipoAtendimento),
    check('enfermeiro_horarios_dia_valido', sql`${t.diaSemana} between 0 and 6`),
    check('enfermeiro_horarios_periodo_valido', sql`${t.horaInicio} < ${t.horaFim}`),
    check(
      'enfermeiro_horarios_cidade_presencial',
      sql`(${t.tipoAtendimento} = 41656) = (${t.cidadeId} is not null)`,
    ),
  ],
);

/**
 * Exceptions to the weekly hours on one date. 'folga' takes time away: without times the whole
 * day is off, with times only that period. 'extra' adds a working period on that date (times,
 * attendance type and, in person, the city, like a weekly period). The management API
 * (server/modules/agenda-enfermagem) keeps them from overlapping each other and the weekly hours.
 */
export const enfermeiroExcecoes = pgTable(
  'enfermeiro_excecoes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 10 }).notNull().default('folga'),
    data: date('data', { mode: 'string' }).notNull(),
    horaInicio: time('hora_inicio'),
    horaFim: time('hora_fim'),
    setor: smallint('setor').notNull().default(1),
    tipoAtendimento: integer('tipo_atendimento'),
    cidadeId: integer('cidade_id').references(() => agendamentoCidades.id),
    motivo: varchar('motivo', { length: 200 }),
  },
  (t) => [
    index('enfermeiro_excecoes_data_idx').on(t.usuarioId, t.data),
    check('enfermeiro_excecoes_tipo_valido', sql`${t.tipo} in ('folga', 'extra')`),
    check(
      'enfermeiro_excecoes_periodo_valido',
      sql`(${t.horaInicio} is null and ${t.horaFim} is null) or (${t.horaInicio} < ${t.horaFim})`,
    ),
    check(
      'enfermeiro_excecoes_extra_completo',
      sql`${t.tipo} <> 'extra' or (${t.horaInicio} is not null and ${t.tipoAtendimento} is not null)`,
    ),
    check(
      'enfermeiro_excecoes_cidade_presencial',
      sql`${t.tipoAtendimento} is null or (${t.tipoAtendimento} = 41656) = (${t.cidadeId} is not null)`,
    ),
  ],
);

/**
 * Holidays: on an active holiday nobody is offered a slot, whatever the weekly hours or the extra
 * hours say. Kept by the health manager and the administrator (declared resource 'feriados').
 */
export const feriados = pgTable(
  'feriados',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    data: date('data', { mode: 'string' }).notNull(),
    nome: varchar('nome', { length: 120 }).notNull(),
    ativo: boolean('ativo').notNull().default(true),
    versao: versao(),
  },
  (t) => [uniqueIndex('feriados_data_key').on(t.data)],
);

/**
 * Appointments of the nursing evaluation. A reschedule closes the old row ('reagendado') and
 * opens a new one, so the history stays. Only 'agendado' rows hold a slot: the partial unique
 * index on (nurse, start) is what makes double booking impossible, even for two requests that
 * arrive at the same instant; the second one makes one active appointment per proposal.
 */
export const agendamentos = pgTable(
  'agendamentos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
    profissionalId: integer('profissional_id')
      .notNull()
      .references(() => usuarios.id),
    setor: smallint('setor').notNull().default(1),
    tipoAtendimento: integer('tipo_atendimento').notNull(),
    cidadeId: integer('cidade_id').references(() => agendamentoCidades.id),
    inicio: timestamptz('inicio').notNull(),
    fim: timestamptz('fim').notNull(),
    situacao: varchar('situacao', { length: 12 }).notNull().default('agendado'),
    agendadoPorId: integer('agendado_por_id').references(() => usuarios.id),
    agendadoPor: varchar('agendado_por', { length: 150 }).notNull(),
    dataCriacao: dataCriacao(),
    canceladoPorId: integer('cancelado_por_id').references(() => usuarios.id),
    dataCancelamento: timestamptz('data_cancelamento'),
  },
  (t) => [
    uniqueIndex('agendamentos_profissional_inicio_ativo_key')
      .on(t.profissionalId, t.inicio)
      .where(sql`${t.situacao} = 'agendado'`),
    uniqueIndex('agendamentos_proposta_ativo_key')
      .on(t.propostaAdesaoId)
      .where(sql`${t.situacao} = 'agendado'`),
    index('agendamentos_proposta_idx').on(t.propostaAdesaoId, t.id),
    check(
      'agendamentos_situacao_valida',
      sql`${t.situacao} in ('agendado', 'reagendado', 'cancelado')`,
    ),
    check('agendamentos_periodo_valido', sql`${t.inicio} < ${t.fim}`),
  ],
);
