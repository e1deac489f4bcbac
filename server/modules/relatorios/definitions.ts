import { and, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  beneficiarioLabel,
  formatData,
  getStatusInfo,
  maskCpf,
  maskPhone,
  parseDateBR,
  startOfBusinessDay,
  startOfNextBusinessDay,
  tipoPropostaLabel,
  type ReportFilter,
  type ReportTypeKey,
} from '../../../src/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { corretores, propostasAdesao } from '../../db/schema';
import type { ReportColumn } from './csv';
import type { ReportLookups } from './lookups';

type Proposta = typeof propostasAdesao.$inferSelect;
type Corretor = typeof corretores.$inferSelect;

const yesNo = (value: boolean | null) => (value ? 'Sim' : 'Não');

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
  if (filter.unidades?.length) {
    conditions.push(inArray(propostasAdesao.codigoUnidade, [...filter.unidades]));
  }
  if (filter.situacoes?.length) {
    conditions.push(inArray(propostasAdesao.situacaoPropostaAdesaoId, [...filter.situacoes]));
  }
  return conditions;
}

/** The columns every proposal report starts with: which contract, whose, where, in what state. */
function proposalIdentity(lookups: ReportLookups): ReportColumn<Proposta>[] {
  return [
    { header: 'Número do contrato', value: (p) => p.numeroContrato },
    { header: 'Tipo', value: (p) => tipoPropostaLabel(p.tipo) },
    { header: 'Beneficiário', value: (p) => beneficiarioLabel(p) },
    { header: 'Nome', value: (p) => p.nome },
    { header: 'CPF', value: (p) => maskCpf(p.cpf) },
    { header: 'Unidade', value: (p) => lookups.unidade(p.codigoUnidade) },
    { header: 'Situação', value: (p) => getStatusInfo(p.situacaoPropostaAdesaoId).label },
  ];
}

export interface ProposalReport {
  source: 'propostas';
  fileName: string;
  where(filter: ReportFilter): SQL | undefined;
  columns(lookups: ReportLookups): ReportColumn<Proposta>[];
}

export interface BrokerReport {
  source: 'corretores';
  fileName: string;
  columns(lookups: ReportLookups): ReportColumn<Corretor>[];
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
    where: (filter) =>
      and(
        ...unitsAndSituations(filter),
        ...dayRange(propostasAdesao.dataCriacao, filter.dataInicio, filter.dataFim),
      ),
    columns: (lookups) => [
      ...proposalIdentity(lookups),
      { header: 'Data de nascimento', value: (p) => formatData(p.dataNascimento) },
      { header: 'Possui pendência', value: (p) => yesNo(p.possuiPendencia) },
      { header: 'Data de criação', value: (p) => p.dataCriacao },
      { header: 'Data de alteração da situação', value: (p) => p.dataAlteracaoSituacao },
      { header: 'Data do contrato', value: (p) => p.dataContrato },
      { header: 'Corretor', value: (p) => lookups.corretor(p.corretorId) },
      { header: 'Concessionária', value: (p) => lookups.concessionaria(p.concessionariaId) },
      { header: 'Dia de vencimento', value: (p) => p.diaVencimento },
    ],
  },
  'gestao-saude': {
    source: 'propostas',
    fileName: 'relatorio-gestao-saude',
    where: (filter) =>
      and(
        ...unitsAndSituations(filter),
        ...dayRange(propostasAdesao.dataCriacao, filter.dataInicio, filter.dataFim),
      ),
    columns: (lookups) => [
      ...proposalIdentity(lookups),
      { header: 'Data de criação', value: (p) => p.dataCriacao },
      {
        header: 'Respondeu a declaração de saúde',
        value: (p) => yesNo(p.possuiRespostaDeclaracaoSaude),
      },
      { header: 'Avaliação agendada', value: (p) => yesNo(p.marcada) },
      { header: 'Avaliação concluída', value: (p) => yesNo(p.avaliacaoSaudeConcluida) },
      { header: 'Avaliação aprovada em', value: (p) => p.aprovacaoAvaliacaoSaudeEm },
      { header: 'Aprovada por', value: (p) => lookups.usuario(p.aprovacaoAvaliacaoSaudePorId) },
    ],
  },
  assinadas: {
    source: 'propostas',
    fileName: 'relatorio-assinadas',
    where: (filter) =>
      and(
        isNotNull(propostasAdesao.dataContrato),
        ...unitsAndSituations({ unidades: filter.unidades }),
        ...dayRange(propostasAdesao.dataContrato, filter.dataInicio, filter.dataFim),
      ),
    columns: (lookups) => [
      ...proposalIdentity(lookups),
      { header: 'Data do contrato', value: (p) => p.dataContrato },
      { header: 'Corretor', value: (p) => lookups.corretor(p.corretorId) },
      { header: 'Concessionária', value: (p) => lookups.concessionaria(p.concessionariaId) },
    ],
  },
  'aprovadores-documentacao': {
    source: 'propostas',
    fileName: 'relatorio-aprovadores-documentacao',
    where: (filter) =>
      and(
        isNotNull(propostasAdesao.aprovacaoDocumentacaoEm),
        ...unitsAndSituations(filter),
        ...dayRange(propostasAdesao.dataCriacao, filter.dataInicioCriacao, filter.dataFimCriacao),
        ...dayRange(
          propostasAdesao.aprovacaoDocumentacaoEm,
          filter.dataInicioAprovacao,
          filter.dataFimAprovacao,
        ),
      ),
    columns: (lookups) => [
      ...proposalIdentity(lookups),
      { header: 'Data de criação', value: (p) => p.dataCriacao },
      { header: 'Documentação aprovada em', value: (p) => p.aprovacaoDocumentacaoEm },
      { header: 'Aprovada por', value: (p) => lookups.usuario(p.aprovacaoDocumentacaoPorId) },
    ],
  },
  corretores: {
    source: 'corretores',
    fileName: 'relatorio-corretores',
    columns: (lookups) => [
      { header: 'Nome', value: (c) => c.nome },
      { header: 'CPF', value: (c) => maskCpf(c.cpf) },
      { header: 'E-mail', value: (c) => c.email },
      { header: 'Telefone', value: (c) => (c.telefone ? maskPhone(c.telefone) : '') },
      { header: 'Concessionária', value: (c) => lookups.concessionaria(c.concessionariaId) },
      { header: 'Ativo', value: (c) => yesNo(c.ativo) },
      { header: 'Data de cadastro', value: (c) => c.dataCriacao },
    ],
  },
};
