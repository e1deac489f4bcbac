import { aliasedTable, and, asc, eq, inArray } from 'drizzle-orm';
import {
  allowedActions,
  indicadorAprovacao,
  nomeDaSituacao,
  grauParentescoNome,
  TIPOS_APROVACAO,
  tipoPropostaLabel,
  type TipoAprovacaoKey,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  concessionarias,
  corretores,
  propostaAdesaoContatos,
  propostasAdesao as p,
  unidades,
  usuarios,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { resumoConsultaReceita } from '../receita-federal/resumo';
import type { CurrentUser } from '../auth/current-user';
import { PROPOSTA_NAO_ENCONTRADA, scopeCondition, scopeOf } from './access';
import { isRepasseDaConcessionariaLogada } from './list-service';
import {
  APPROVAL_COLUMNS,
  aprovacoesOf,
  countOpenPendencies,
  needsAgeRelease,
  stateOf,
} from './transitions';

type PropostaRow = typeof p.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : null;

/** The proposal row, if the user may see it; 404 otherwise (existence is not revealed). */
export async function loadVisible(
  db: Executor,
  user: CurrentUser,
  id: number,
): Promise<PropostaRow> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), scopeCondition(scopeOf(user))));
  if (!row) throw notFound(PROPOSTA_NAO_ENCONTRADA);
  return row;
}

async function userNames(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: usuarios.id, firstName: usuarios.firstName, lastName: usuarios.lastName })
    .from(usuarios)
    .where(inArray(usuarios.id, wanted));
  return new Map(rows.map((u) => [u.id, fullName(u)!]));
}

function aprovacao(row: PropostaRow, key: TipoAprovacaoKey, names: Map<number, string>) {
  const info = TIPOS_APROVACAO.find((t) => t.key === key)!;
  const fields = APPROVAL_COLUMNS[key];
  const em = row[fields.em] as Date | null;
  const por = fields.por ? (row[fields.por] as number | null) : null;
  const indicador = indicadorAprovacao(
    { situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId, aprovacoes: aprovacoesOf(row) },
    key,
  );
  return {
    tipoAprovacaoId: info.id,
    chave: info.key,
    descricao: info.label,
    aprovado: em != null,
    indicador,
    data: iso(em),
    usuario:
      key === 'AceiteTermoIntencaoCompra' && em ? row.nome : por ? (names.get(por) ?? null) : null,
  };
}

/** Holder, dependents, contacts, broker: the parts of a proposal both detail views show. */
async function loadCommon(db: Executor, row: PropostaRow, names: Map<number, string>) {
  const titular = aliasedTable(p, 'titular');
  // Independent reads, side by side: on a pool they share one round trip's worth of waiting.
  const [contatos, [holder], [broker]] = await Promise.all([
    db
      .select({ id: propostaAdesaoContatos.id, telefone: propostaAdesaoContatos.telefone })
      .from(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, row.id))
      .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id)),
    row.propostaTitularId
      ? db
          .select({ id: titular.id, nome: titular.nome, cpf: titular.cpf })
          .from(titular)
          .where(eq(titular.id, row.propostaTitularId))
      : Promise.resolve([]),
    row.corretorId
      ? db
          .select({
            id: corretores.id,
            nome: corretores.nome,
            telefone: corretores.telefone,
            email: corretores.email,
            concessionariaId: concessionarias.id,
            concessionariaNome: concessionarias.nome,
          })
          .from(corretores)
          .leftJoin(concessionarias, eq(concessionarias.id, corretores.concessionariaId))
          .where(eq(corretores.id, row.corretorId))
      : Promise.resolve([]),
  ]);
  const hasPmeData = row.cargo || row.dataAdmissao || row.telefoneComercial || row.ramalComercial;
  return {
    id: row.id,
    propostaAdesaoId: row.id,
    numeroContrato: row.numeroContrato,
    tipo: row.tipo,
    tipoNome: tipoPropostaLabel(row.tipo),
    situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
    situacaoPropostaAdesaoNome: nomeDaSituacao(row.situacaoPropostaAdesaoId),
    versao: row.versao,
    possuiPendencia: row.possuiPendencia,
    marcada: row.marcada,
    cpf: row.cpf,
    nome: row.nome,
    nomeSocial: row.nomeSocial,
    dataNascimento: row.dataNascimento,
    nomeMae: row.nomeMae,
    cartaoNacionalSaude: row.cartaoNacionalSaude,
    estadoCivilId: row.estadoCivilId,
    sexoId: row.sexoId,
    email: row.email,
    protocolo: row.protocolo,
    advindoOutraOperadora: row.advindoOutraOperadora,
    dataAproveitamentoCarencia: row.dataAproveitamentoCarencia,
    operadoraOrigemAproveitamentoCarencia: row.operadoraOrigemAproveitamentoCarencia,
    tempoPermanenciaOperadoraMeses: row.tempoPermanenciaOperadoraMeses,
    propostaTitular: holder ?? null,
    dependenciaTitular:
      row.grauParentescoId == null
        ? null
        : { id: row.grauParentescoId, nome: grauParentescoNome(row.grauParentescoId) },
    dadosTitularPme: hasPmeData
      ? {
          cargo: row.cargo,
          dataAdmissao: row.dataAdmissao,
          telefoneComercial: row.telefoneComercial,
          ramalComercial: row.ramalComercial,
        }
      : null,
    corretor: broker
      ? {
          id: broker.id,
          nome: broker.nome,
          telefone: broker.telefone,
          email: broker.email,
          concessionaria:
            broker.concessionariaId == null
              ? null
              : { id: broker.concessionariaId, nome: broker.concessionariaNome ?? '' },
        }
      : null,
    contatos,
    possuiRespostaDeclaracaoSaude: row.possuiRespostaDeclaracaoSaude,
    respondeuPecFast: row.respondeuPecFast,
    avaliacaoSaudeConcluida: row.avaliacaoSaudeConcluida,
    enfermeiroResponsavelAvaliacaoSaude: row.enfermeiroResponsavelId
      ? (names.get(row.enfermeiroResponsavelId) ?? null)
      : null,
  };
}

/**
 * GET api/adesao/{id}: everything the proposal screen shows, plus the actions allowed now. No
 * applicant link: a live token is the applicant's key ('Copiar link' issues one on demand,
 * propostas/links.ts). `_publicUrl` stays for the callers (the dossier, the benchmark).
 */
export async function loadDetalhe(db: Executor, user: CurrentUser, id: number, _publicUrl: string) {
  const row = await loadVisible(db, user, id);
  const [names, [unidade], dependentes, pendenciasAbertas] = await Promise.all([
    userNames(db, [
      row.enfermeiroResponsavelId,
      row.aprovacaoAvaliacaoSaudePorId,
      row.aprovacaoDocumentacaoPorId,
    ]),
    db.select().from(unidades).where(eq(unidades.codigoUnidade, row.codigoUnidade)),
    db
      .select({
        id: p.id,
        nome: p.nome,
        cpf: p.cpf,
        grauParentescoId: p.grauParentescoId,
        situacaoPropostaAdesaoId: p.situacaoPropostaAdesaoId,
      })
      .from(p)
      .where(and(eq(p.propostaTitularId, row.id), scopeCondition(scopeOf(user))))
      .orderBy(asc(p.id)),
    countOpenPendencies(db, row.id),
  ]);
  const common = await loadCommon(db, row, names);
  const state = stateOf(row, pendenciasAbertas);
  return {
    ...common,
    situacaoAnteriorId: row.situacaoAnteriorId,
    inativa: row.inativa,
    uf: row.uf ?? unidade.uf,
    unidade: {
      codigoUnidade: unidade.codigoUnidade,
      uf: unidade.uf,
      nomeUnidade: unidade.nomeUnidade,
    },
    unidadeNome: unidade.nomeUnidade,
    corretorNome: common.corretor?.nome ?? null,
    concessionariaId: row.concessionariaId,
    concessionariaRepasseId: row.concessionariaRepasseId,
    repasseDaConcessionariaLogada: isRepasseDaConcessionariaLogada(row, user),
    dependentes: dependentes.map((d) => ({
      ...d,
      grauParentesco: grauParentescoNome(d.grauParentescoId),
    })),
    diaVencimento: row.diaVencimento,
    matriculaErp: row.matriculaErp,
    dataCriacao: row.dataCriacao.toISOString(),
    dataAlteracaoSituacao: row.dataAlteracaoSituacao.toISOString(),
    dataContrato: iso(row.dataContrato),
    aprovacoes: TIPOS_APROVACAO.map((t) => aprovacao(row, t.key, names)),
    // The release only matters before submission (the submit guard).
    liberacaoIdadePendente: row.situacaoPropostaAdesaoId == null && needsAgeRelease(row),
    possuiDivergenciasRF: row.divergenciasRf.length > 0,
    receitaFederal: resumoConsultaReceita(row),
    acoesPermitidas: allowedActions(state, user.roles),
  };
}

export { aprovacao, loadCommon, userNames };
