import { and, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  beneficiarioLabel,
  parseDateBR,
  SITUACOES,
  startOfBusinessDay,
  startOfNextBusinessDay,
  TIPOS_PROPOSTA,
  UNKNOWN_STATUS,
  type ReportFilter,
  type ReportTypeKey,
} from '../../../src/domain';
import { corretores, propostasAdesao as p } from '../../db/schema';
import {
  calendarDate,
  computed,
  cpf,
  day,
  experiencia,
  labelled,
  nameOf,
  numeric,
  phone,
  plain,
  yesNo,
  type ReportColumn,
} from './columns';
import type { ReportProposta } from './keyset';

type Corretor = typeof corretores.$inferSelect;
type Column = ReportColumn<ReportProposta>;

/** A filter's dd/MM/yyyy range as whole Brasília days, as the proposal lists read theirs. */
function dayRange(column: PgColumn, inicio?: unknown, fim?: unknown): SQL[] {
  const from = typeof inicio === 'string' ? parseDateBR(inicio) : null;
  const to = typeof fim === 'string' ? parseDateBR(fim) : null;
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, startOfBusinessDay(from)));
  if (to) conditions.push(lt(column, startOfNextBusinessDay(to)));
  return conditions;
}

function unitsAndSituations(filter: ReportFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.unidades?.length) conditions.push(inArray(p.codigoUnidade, [...filter.unidades]));
  if (filter.situacoes?.length) {
    conditions.push(inArray(p.situacaoPropostaAdesaoId, [...filter.situacoes]));
  }
  return conditions;
}

/** Geral and Gestão de Saúde: units, situations and the creation period. */
function createdInPeriod(filter: ReportFilter): SQL | undefined {
  return and(
    ...unitsAndSituations(filter),
    ...dayRange(p.dataCriacao, filter.dataInicio, filter.dataFim),
  );
}

/** The columns every proposal report starts with: which contract, whose, where, in what state. */
const IDENTITY: Column[] = [
  numeric('Número do contrato', 'numeroContrato', p.numeroContrato),
  labelled('Tipo', 'tipo', p.tipo, TIPOS_PROPOSTA),
  computed(
    'Beneficiário',
    sql`case when ${p.propostaTitularId} is null then 'Titular' else 'Dependente' end`,
    (row) => beneficiarioLabel(row),
  ),
  plain('Nome', 'nome', p.nome),
  cpf('CPF', 'cpf', p.cpf),
  nameOf('Unidade', 'codigoUnidade', p.codigoUnidade, 'unidade'),
  labelled(
    'Situação',
    'situacaoPropostaAdesaoId',
    p.situacaoPropostaAdesaoId,
    SITUACOES,
    UNKNOWN_STATUS.label,
  ),
];

export interface ProposalReport {
  source: 'propostas';
  fileName: string;
  where(filter: ReportFilter): SQL | undefined;
  columns: Column[];
}

export interface BrokerReport {
  source: 'corretores';
  fileName: string;
  columns: ReportColumn<Corretor>[];
}

/**
 * What each export of the dialog writes (document 2, sections 3 and 7). Health answers are in
 * none of them: the health-management report says where each applicant is in the assessment,
 * not what was declared.
 */
export const REPORTS: Record<
  Exclude<ReportTypeKey, 'quantitativo'>,
  ProposalReport | BrokerReport
> = {
  geral: {
    source: 'propostas',
    fileName: 'relatorio-geral',
    where: createdInPeriod,
    columns: [
      ...IDENTITY,
      calendarDate('Data de nascimento', 'dataNascimento', p.dataNascimento),
      yesNo('Possui pendência', 'possuiPendencia', p.possuiPendencia),
      day('Data de criação', 'dataCriacao', p.dataCriacao),
      day('Data de alteração da situação', 'dataAlteracaoSituacao', p.dataAlteracaoSituacao),
      day('Data do contrato', 'dataContrato', p.dataContrato),
      nameOf('Corretor', 'corretorId', p.corretorId, 'corretor'),
      nameOf('Concessionária', 'concessionariaId', p.concessionariaId, 'concessionaria'),
      numeric('Dia de vencimento', 'diaVencimento', p.diaVencimento),
    ],
  },
  'gestao-saude': {
    source: 'propostas',
    fileName: 'relatorio-gestao-saude',
    where: createdInPeriod,
    columns: [
      ...IDENTITY,
      day('Data de criação', 'dataCriacao', p.dataCriacao),
      yesNo(
        'Respondeu a declaração de saúde',
        'possuiRespostaDeclaracaoSaude',
        p.possuiRespostaDeclaracaoSaude,
      ),
      yesNo('Avaliação agendada', 'marcada', p.marcada),
      yesNo('Avaliação concluída', 'avaliacaoSaudeConcluida', p.avaliacaoSaudeConcluida),
      day('Avaliação aprovada em', 'aprovacaoAvaliacaoSaudeEm', p.aprovacaoAvaliacaoSaudeEm),
      nameOf(
        'Aprovada por',
        'aprovacaoAvaliacaoSaudePorId',
        p.aprovacaoAvaliacaoSaudePorId,
        'usuario',
      ),
      ...experiencia<ReportProposta>(),
    ],
  },
  assinadas: {
    source: 'propostas',
    fileName: 'relatorio-assinadas',
    where: (filter) =>
      and(
        isNotNull(p.dataContrato),
        ...unitsAndSituations({ unidades: filter.unidades }),
        ...dayRange(p.dataContrato, filter.dataInicio, filter.dataFim),
      ),
    columns: [
      ...IDENTITY,
      day('Data do contrato', 'dataContrato', p.dataContrato),
      nameOf('Corretor', 'corretorId', p.corretorId, 'corretor'),
      nameOf('Concessionária', 'concessionariaId', p.concessionariaId, 'concessionaria'),
    ],
  },
  'aprovadores-documentacao': {
    source: 'propostas',
    fileName: 'relatorio-aprovadores-documentacao',
    where: (filter) =>
      and(
        isNotNull(p.aprovacaoDocumentacaoEm),
        ...unitsAndSituations(filter),
        ...dayRange(p.dataCriacao, filter.dataInicioCriacao, filter.dataFimCriacao),
        ...dayRange(p.aprovacaoDocumentacaoEm, filter.dataInicioAprovacao, filter.dataFimAprovacao),
      ),
    columns: [
      ...IDENTITY,
      day('Data de criação', 'dataCriacao', p.dataCriacao),
      day('Documentação aprovada em', 'aprovacaoDocumentacaoEm', p.aprovacaoDocumentacaoEm),
      nameOf('Aprovada por', 'aprovacaoDocumentacaoPorId', p.aprovacaoDocumentacaoPorId, 'usuario'),
    ],
  },
  corretores: {
    source: 'corretores',
    fileName: 'relatorio-corretores',
    columns: [
      plain('Nome', 'nome', corretores.nome),
      cpf('CPF', 'cpf', corretores.cpf),
      plain('E-mail', 'email', corretores.email),
      phone('Telefone', 'telefone', corretores.telefone),
      nameOf('Concessionária', 'concessionariaId', corretores.concessionariaId, 'concessionaria'),
      yesNo('Ativo', 'ativo', corretores.ativo),
      day('Data de cadastro', 'dataCriacao', corretores.dataCriacao),
    ],
  },
};
