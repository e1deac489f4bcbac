import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ESTADOS_CONSULTA_RF, type DivergenciaReceita } from '../../../src/domain/receitaFederal';
import { dataAtualizacao, dataCriacao, endereco, timestamptz, versao } from './columns';
import { concessionarias, corretores } from './partners';
import { planosSaude } from './planos';
import { unidades } from './reference';
import { usuarios } from './users';

/** Contract numbers are handed out by their own sequence, never reused, starting at 100000. */
export const numeroContratoSeq = pgSequence('propostas_adesao_numero_contrato_seq', {
  startWith: 100000,
});

/** One divergence between what the applicant declared and the federal registry (Receita). */
export type DivergenciaRF = DivergenciaReceita;

/**
 * Individual membership proposals (proposta de adesão): one row per beneficiary. A dependent is
 * its own proposal (own status, own health assessment, own history) that points at its holder
 * through proposta_titular_id and shares the holder's contract number.
 *
 * situacao_proposta_adesao_id is null while the proposal is a draft (rascunho): the spec's 15
 * statuses begin when the draft is submitted.
 */
export const propostasAdesao = pgTable(
  'propostas_adesao',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    numeroContrato: integer('numero_contrato')
      .notNull()
      .default(sql`nextval('propostas_adesao_numero_contrato_seq')`),
    tipo: smallint('tipo').notNull(),
    situacaoPropostaAdesaoId: smallint('situacao_proposta_adesao_id'),
    /** Where Cancelada and Bloqueada return to when reverted or unblocked. */
    situacaoAnteriorId: smallint('situacao_anterior_id'),
    inativa: boolean('inativa').notNull().default(false),
    possuiPendencia: boolean('possui_pendencia').notNull().default(false),
    /** The nursing evaluation is scheduled (marcada): the chip turns blue. */
    marcada: boolean('marcada').notNull().default(false),
    /** Optimistic lock: every change increments it; a client holding an older one gets 409. */
    versao: versao(),

    // The beneficiary
    nome: varchar('nome', { length: 150 }).notNull(),
    nomeSocial: varchar('nome_social', { length: 150 }),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    dataNascimento: date('data_nascimento', { mode: 'string' }).notNull(),
    nomeMae: varchar('nome_mae', { length: 150 }),
    cartaoNacionalSaude: varchar('cartao_nacional_saude', { length: 15 }),
    estadoCivilId: smallint('estado_civil_id'),
    sexoId: smallint('sexo_id'),
    email: varchar('email', { length: 120 }),
    uf: char('uf', { length: 2 }),
    // Address (the entry form's; uf above is its state)
    ...endereco(),
    protocolo: varchar('protocolo', { length: 30 }),
    /** The applicant's token link (/mpa/{token}): random, never derived from the proposal. */
    tokenAcesso: uuid('token_acesso')
      .notNull()
      .default(sql`gen_random_uuid()`),

    // Waiting-period (carência) carried over from another operator
    advindoOutraOperadora: boolean('advindo_outra_operadora').notNull().default(false),
    dataAproveitamentoCarencia: date('data_aproveitamento_carencia', { mode: 'string' }),
    operadoraOrigemAproveitamentoCarencia: varchar('operadora_origem_aproveitamento_carencia', {
      length: 150,
    }),
    tempoPermanenciaOperadoraMeses: smallint('tempo_permanencia_operadora_meses'),

    // Holder and dependents
    propostaTitularId: integer('proposta_titular_id').references(
      (): AnyPgColumn => propostasAdesao.id,
    ),
    grauParentescoId: smallint('grau_parentesco_id'),

    // PME holder data (dadosTitularPme); empty on individual proposals
    cargo: varchar('cargo', { length: 30 }),
    dataAdmissao: date('data_admissao', { mode: 'string' }),
    telefoneComercial: varchar('telefone_comercial', { length: 11 }),
    ramalComercial: varchar('ramal_comercial', { length: 10 }),

    // Sale
    codigoUnidade: integer('codigo_unidade')
      .notNull()
      .references(() => unidades.codigoUnidade),
    corretorId: integer('corretor_id').references(() => corretores.id),
    /** The broker's dealership, copied so that scoping a dealership's lists needs no join. */
    concessionariaId: integer('concessionaria_id').references(() => concessionarias.id),
    /** Set when the proposal reached concessionaria_id by repasse from this other dealership. */
    concessionariaRepasseId: integer('concessionaria_repasse_id').references(
      () => concessionarias.id,
    ),
    diaVencimento: smallint('dia_vencimento'),
    /**
     * Who pays the monthly fee (gestao-financeira): the holder, or another person whose data
     * follow. The proposal's history records every change.
     */
    pagadorTitular: boolean('pagador_titular').notNull().default(true),
    pagadorNome: varchar('pagador_nome', { length: 150 }),
    pagadorCpf: varchar('pagador_cpf', { length: 11 }),
    pagadorEmail: varchar('pagador_email', { length: 120 }),
    pagadorTelefone: varchar('pagador_telefone', { length: 11 }),
    planoSaudeId: integer('plano_saude_id').references(() => planosSaude.id),
    matriculaErp: varchar('matricula_erp', { length: 30 }),
    criadoPorId: integer('criado_por_id').references(() => usuarios.id),

    // Dates the lists filter on
    dataCriacao: dataCriacao(),
    /** Last status transition (the filter's "data de alteração"). */
    dataAlteracaoSituacao: timestamptz('data_alteracao_situacao').notNull().defaultNow(),
    /** Contract signed (all signatures collected). */
    dataContrato: timestamptz('data_contrato'),
    dataAtualizacao: dataAtualizacao(),

    // The three approvals (docs/domain.md#lifecycles): when and by whom; null means not (yet) given
    aceiteTermoEm: timestamptz('aceite_termo_em'),
    aprovacaoAvaliacaoSaudeEm: timestamptz('aprovacao_avaliacao_saude_em'),
    aprovacaoAvaliacaoSaudePorId: integer('aprovacao_avaliacao_saude_por_id').references(
      () => usuarios.id,
    ),
    aprovacaoDocumentacaoEm: timestamptz('aprovacao_documentacao_em'),
    aprovacaoDocumentacaoPorId: integer('aprovacao_documentacao_por_id').references(
      () => usuarios.id,
    ),
    /** Under-49 release (Liberacao49Menos), needed before such a draft may be submitted. */
    liberacaoIdadeEm: timestamptz('liberacao_idade_em'),
    liberacaoIdadePorId: integer('liberacao_idade_por_id').references(() => usuarios.id),

    // Nursing assessment
    possuiRespostaDeclaracaoSaude: boolean('possui_resposta_declaracao_saude')
      .notNull()
      .default(false),
    respondeuPecFast: boolean('respondeu_pec_fast').notNull().default(false),
    avaliacaoSaudeConcluida: boolean('avaliacao_saude_concluida').notNull().default(false),
    enfermeiroResponsavelId: integer('enfermeiro_responsavel_id').references(() => usuarios.id),

    /**
     * The Receita Federal check (server/modules/receita-federal): name, birth date and CPF status
     * that differ from the registry, as last checked; where the check stands (null: never asked,
     * a draft); when it last answered and the CPF status it gave.
     */
    divergenciasRf: jsonb('divergencias_rf').$type<DivergenciaRF[]>().notNull().default([]),
    rfConsultaEstado: varchar('rf_consulta_estado', { length: 20, enum: ESTADOS_CONSULTA_RF }),
    rfConsultadaEm: timestamptz('rf_consultada_em'),
    rfSituacaoCadastral: varchar('rf_situacao_cadastral', { length: 60 }),
  },
  (t) => [
    // Dependents share the holder's number; among holders it is unique.
    uniqueIndex('propostas_adesao_numero_contrato_key')
      .on(t.numeroContrato)
      .where(sql`${t.propostaTitularId} is null`),
    uniqueIndex('propostas_adesao_token_acesso_key').on(t.tokenAcesso),
    // Every list sorts by numero_contrato desc (id breaks ties between holder and dependents).
    // Each index leads with what a list narrows by, continues in that order and then carries
    // the columns the filters read, so a page and its capped count are index-only scans that
    // stop as soon as they have enough rows: no heap visit for the rows a filter rejects.
    index('propostas_adesao_numero_contrato_idx').on(
      t.numeroContrato.desc(),
      t.id.desc(),
      t.situacaoPropostaAdesaoId,
      t.tipo,
      t.dataCriacao,
      t.concessionariaId,
      t.codigoUnidade,
    ),
    index('propostas_adesao_situacao_idx').on(
      t.situacaoPropostaAdesaoId,
      t.numeroContrato.desc(),
      t.id.desc(),
      t.tipo,
      t.dataCriacao,
      t.concessionariaId,
      t.codigoUnidade,
    ),
    index('propostas_adesao_tipo_situacao_idx').on(
      t.tipo,
      t.situacaoPropostaAdesaoId,
      t.numeroContrato.desc(),
      t.id.desc(),
      t.dataCriacao,
      t.concessionariaId,
      t.codigoUnidade,
    ),
    index('propostas_adesao_unidade_idx').on(
      t.codigoUnidade,
      t.situacaoPropostaAdesaoId,
      t.numeroContrato.desc(),
      t.id.desc(),
      t.tipo,
      t.dataCriacao,
    ),
    index('propostas_adesao_concessionaria_idx').on(
      t.concessionariaId,
      t.numeroContrato.desc(),
      t.id.desc(),
      t.situacaoPropostaAdesaoId,
      t.tipo,
      t.dataCriacao,
    ),
    index('propostas_adesao_corretor_idx').on(
      t.corretorId,
      t.numeroContrato.desc(),
      t.id.desc(),
      t.situacaoPropostaAdesaoId,
      t.tipo,
      t.dataCriacao,
    ),
    // The assessment filter (agendamento): scheduled or done, within a status.
    index('propostas_adesao_marcada_idx').on(
      t.marcada,
      t.situacaoPropostaAdesaoId,
      t.numeroContrato.desc(),
      t.id.desc(),
    ),
    index('propostas_adesao_avaliacao_concluida_idx').on(
      t.avaliacaoSaudeConcluida,
      t.situacaoPropostaAdesaoId,
      t.numeroContrato.desc(),
      t.id.desc(),
    ),
    // Date ranges in the past are read from their own index and sorted.
    index('propostas_adesao_data_criacao_idx').on(
      t.dataCriacao,
      t.numeroContrato,
      t.id,
      t.situacaoPropostaAdesaoId,
      t.tipo,
      t.concessionariaId,
      t.codigoUnidade,
    ),
    index('propostas_adesao_data_alteracao_situacao_idx').on(
      t.dataAlteracaoSituacao,
      t.numeroContrato,
      t.id,
      t.situacaoPropostaAdesaoId,
      t.tipo,
      t.concessionariaId,
    ),
    index('propostas_adesao_data_contrato_idx')
      .on(
        t.dataContrato,
        t.numeroContrato,
        t.id,
        t.situacaoPropostaAdesaoId,
        t.tipo,
        t.concessionariaId,
      )
      .where(sql`${t.dataContrato} is not null`),
    index('propostas_adesao_cpf_idx').on(t.cpf),
    // Name search is a case-insensitive prefix match: lower(nome) LIKE 'maria%'.
    index('propostas_adesao_nome_idx').on(sql`lower(${t.nome}) text_pattern_ops`),
    index('propostas_adesao_titular_idx')
      .on(t.propostaTitularId)
      .where(sql`${t.propostaTitularId} is not null`),
    check('propostas_adesao_versao_positiva', sql`${t.versao} > 0`),
    check('propostas_adesao_tipo_valido', sql`${t.tipo} between 0 and 4`),
    check(
      'propostas_adesao_situacao_valida',
      sql`${t.situacaoPropostaAdesaoId} is null or ${t.situacaoPropostaAdesaoId} between 1 and 15`,
    ),
    check(
      'propostas_adesao_dia_vencimento_valido',
      sql`${t.diaVencimento} is null or ${t.diaVencimento} in (10, 20, 30)`,
    ),
    check(
      'propostas_adesao_rf_consulta_estado_valido',
      sql`${t.rfConsultaEstado} is null or ${t.rfConsultaEstado} in ('pendente', 'concluida', 'falhou', 'nao_configurada')`,
    ),
  ],
);

/** Contact phones of a proposal, in the order they were given (the first is preselected). */
export const propostaAdesaoContatos = pgTable(
  'proposta_adesao_contatos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id, { onDelete: 'cascade' }),
    telefone: varchar('telefone', { length: 11 }).notNull(),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [index('proposta_adesao_contatos_proposta_idx').on(t.propostaAdesaoId, t.ordem)],
);
