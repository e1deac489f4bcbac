import { and, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
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
  beneficiario,
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
import { servidor } from '../../../i18n/pt-BR/servidor';

type Corretor = typeof corretores.$inferSelect;
type Column = ReportColumn<ReportProposta>;

/** The headers of the report files (catalogue namespace 'servidor.relatorios'). */
const COLUNA = servidor.relatorios.colunas;

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
  numeric(COLUNA.numeroContrato, 'numeroContrato', p.numeroContrato),
  labelled(COLUNA.tipo, 'tipo', p.tipo, TIPOS_PROPOSTA),
  beneficiario(COLUNA.beneficiario, p.propostaTitularId),
  plain(COLUNA.nome, 'nome', p.nome),
  cpf(COLUNA.cpf, 'cpf', p.cpf),
  nameOf(COLUNA.unidade, 'codigoUnidade', p.codigoUnidade, 'unidade'),
  labelled(
    COLUNA.situacao,
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
      calendarDate(COLUNA.dataNascimento, 'dataNascimento', p.dataNascimento),
      yesNo(COLUNA.possuiPendencia, 'possuiPendencia', p.possuiPendencia),
      day(COLUNA.dataCriacao, 'dataCriacao', p.dataCriacao),
      day(COLUNA.dataAlteracaoSituacao, 'dataAlteracaoSituacao', p.dataAlteracaoSituacao),
      day(COLUNA.dataContrato, 'dataContrato', p.dataContrato),
      nameOf(COLUNA.corretor, 'corretorId', p.corretorId, 'corretor'),
      nameOf(COLUNA.concessionaria, 'concessionariaId', p.concessionariaId, 'concessionaria'),
      numeric(COLUNA.diaVencimento, 'diaVencimento', p.diaVencimento),
    ],
  },
  'gestao-saude': {
    source: 'propostas',
    fileName: 'relatorio-gestao-saude',
    where: createdInPeriod,
    columns: [
      ...IDENTITY,
      day(COLUNA.dataCriacao, 'dataCriacao', p.dataCriacao),
      yesNo(
        COLUNA.respondeuDeclaracaoSaude,
        'possuiRespostaDeclaracaoSaude',
        p.possuiRespostaDeclaracaoSaude,
      ),
      yesNo(COLUNA.avaliacaoAgendada, 'marcada', p.marcada),
      yesNo(COLUNA.avaliacaoConcluida, 'avaliacaoSaudeConcluida', p.avaliacaoSaudeConcluida),
      day(COLUNA.avaliacaoAprovadaEm, 'aprovacaoAvaliacaoSaudeEm', p.aprovacaoAvaliacaoSaudeEm),
      nameOf(
        COLUNA.aprovadaPor,
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
      day(COLUNA.dataContrato, 'dataContrato', p.dataContrato),
      nameOf(COLUNA.corretor, 'corretorId', p.corretorId, 'corretor'),
      nameOf(COLUNA.concessionaria, 'concessionariaId', p.concessionariaId, 'concessionaria'),
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
      day(COLUNA.dataCriacao, 'dataCriacao', p.dataCriacao),
      day(COLUNA.documentacaoAprovadaEm, 'aprovacaoDocumentacaoEm', p.aprovacaoDocumentacaoEm),
      nameOf(
        COLUNA.aprovadaPor,
        'aprovacaoDocumentacaoPorId',
        p.aprovacaoDocumentacaoPorId,
        'usuario',
      ),
    ],
  },
  corretores: {
    source: 'corretores',
    fileName: 'relatorio-corretores',
    columns: [
      plain(COLUNA.nome, 'nome', corretores.nome),
      cpf(COLUNA.cpf, 'cpf', corretores.cpf),
      plain(COLUNA.email, 'email', corretores.email),
      phone(COLUNA.telefone, 'telefone', corretores.telefone),
      nameOf(
        COLUNA.concessionaria,
        'concessionariaId',
        corretores.concessionariaId,
        'concessionaria',
      ),
      yesNo(COLUNA.ativo, 'ativo', corretores.ativo),
      day(COLUNA.dataCadastro, 'dataCriacao', corretores.dataCriacao),
    ],
  },
};
