import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatDateBR, getPmeStatusInfo, nomeDaSituacao, onlyDigits } from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  concessionarias,
  corretores,
  propostasAdesao,
  propostasPme,
  propostasPmeBeneficiarios,
  unidades,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import ptBR from '../../../i18n/pt-BR';

/** Reading PME proposals: the list, one proposal as the screen shows it, its beneficiaries. */
export const PROPOSTA_PME_NAO_ENCONTRADA = ptBR.pme.naoEncontrada;

export type PropostaPmeRow = typeof propostasPme.$inferSelect;

export interface BuscarPme {
  situacoes?: number[];
  pesquisa?: string;
  pagina?: number;
  pageSize?: number;
  orderDirection?: string;
}

const beneficiariosCount = sql<number>`(select count(*)::int from ${propostasPmeBeneficiarios}
  where ${propostasPmeBeneficiarios.propostaPmeId} = ${propostasPme.id})`;

/** Contract number, CNPJ (digits) or company name. */
function searchCondition(pesquisa: string | undefined): SQL | undefined {
  const text = pesquisa?.trim();
  if (!text) return undefined;
  const digits = onlyDigits(text);
  const options: (SQL | undefined)[] = [ilike(propostasPme.razaoSocial, `%${text}%`)];
  if (digits && digits.length === text.replace(/[.\-/\s]/g, '').length) {
    options.push(ilike(propostasPme.cnpj, `%${digits}%`));
    if (digits.length <= 9) options.push(eq(propostasPme.numeroContrato, Number(digits)));
  }
  return or(...options);
}

/** The list's filter as a condition, shared with its CSV export (exportar.ts). */
export function pmeWhere(body: Pick<BuscarPme, 'situacoes' | 'pesquisa'>): SQL | undefined {
  return and(
    body.situacoes?.length ? inArray(propostasPme.situacao, body.situacoes) : undefined,
    searchCondition(body.pesquisa),
  );
}

export async function buscarPropostasPme(db: Executor, body: BuscarPme) {
  const pageSize = body.pageSize ?? 10;
  const pagina = body.pagina ?? 1;
  const where = pmeWhere(body);
  const order = body.orderDirection?.toLowerCase() === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: propostasPme.id,
      numeroContrato: propostasPme.numeroContrato,
      razaoSocial: propostasPme.razaoSocial,
      cnpj: propostasPme.cnpj,
      dataCriacao: propostasPme.dataCriacao,
      situacao: propostasPme.situacao,
      unidadeNome: unidades.nomeUnidade,
      uf: unidades.uf,
      corretorNome: corretores.nome,
      beneficiarios: beneficiariosCount,
    })
    .from(propostasPme)
    .innerJoin(unidades, eq(unidades.codigoUnidade, propostasPme.codigoUnidade))
    .leftJoin(corretores, eq(corretores.id, propostasPme.corretorId))
    .where(where)
    .orderBy(order(propostasPme.dataCriacao), order(propostasPme.id))
    .limit(pageSize)
    .offset((pagina - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(propostasPme).where(where);
  return {
    itens: rows.map((r) => ({
      ...r,
      dataCriacao: r.dataCriacao.toISOString(),
      situacaoNome: getPmeStatusInfo(r.situacao)?.label ?? '',
    })),
    total,
  };
}

export async function loadPropostaPme(db: Executor, id: number): Promise<PropostaPmeRow> {
  const [row] = await db.select().from(propostasPme).where(eq(propostasPme.id, id));
  if (!row) throw notFound(PROPOSTA_PME_NAO_ENCONTRADA);
  return row;
}

/** The beneficiary rows (document 2, section 3), holders before their dependents. */
export async function listarBeneficiarios(db: Executor, propostaPmeId: number) {
  const rows = await db
    .select({
      id: propostasAdesao.id,
      dataCriacao: propostasAdesao.dataCriacao,
      cpf: propostasAdesao.cpf,
      nome: propostasAdesao.nome,
      propostaTitularId: propostasAdesao.propostaTitularId,
      situacaoPropostaAdesaoId: propostasAdesao.situacaoPropostaAdesaoId,
      email: propostasAdesao.email,
    })
    .from(propostasPmeBeneficiarios)
    .innerJoin(propostasAdesao, eq(propostasAdesao.id, propostasPmeBeneficiarios.propostaAdesaoId))
    .where(eq(propostasPmeBeneficiarios.propostaPmeId, propostaPmeId))
    .orderBy(
      asc(sql`coalesce(${propostasAdesao.propostaTitularId}, ${propostasAdesao.id})`),
      sql`${propostasAdesao.propostaTitularId} nulls first`,
      asc(propostasAdesao.id),
    );
  return rows.map((r) => ({
    id: r.id,
    dataCriacao: r.dataCriacao.toISOString(),
    cpf: r.cpf,
    nome: r.nome,
    email: r.email,
    propostaTitularId: r.propostaTitularId,
    situacaoPropostaAdesaoId: r.situacaoPropostaAdesaoId,
    situacaoNome: nomeDaSituacao(r.situacaoPropostaAdesaoId),
  }));
}

/** The PME proposal as the screen reads it (GET api/propostaPme/{id}). */
export async function detalhePropostaPme(db: Executor, id: number) {
  const row = await loadPropostaPme(db, id);
  const [unidade] = await db
    .select()
    .from(unidades)
    .where(eq(unidades.codigoUnidade, row.codigoUnidade));
  const [corretor] = row.corretorId
    ? await db
        .select({ nome: corretores.nome })
        .from(corretores)
        .where(eq(corretores.id, row.corretorId))
    : [];
  const [concessionaria] = row.concessionariaId
    ? await db
        .select({ nome: concessionarias.nome })
        .from(concessionarias)
        .where(eq(concessionarias.id, row.concessionariaId))
    : [];
  const beneficiarios = await listarBeneficiarios(db, id);
  return {
    id: row.id,
    versao: row.versao,
    situacao: row.situacao,
    situacaoNome: getPmeStatusInfo(row.situacao)?.label ?? '',
    numeroContrato: row.numeroContrato,
    dataCriacao: row.dataCriacao.toISOString(),
    matricula: row.matricula,
    codigoCampanhaERP: row.codigoCampanhaErp,
    corretorNome: corretor?.nome ?? null,
    concessionariaNome: concessionaria?.nome ?? null,
    unidade: unidade ?? null,
    cnpj: row.cnpj,
    razaoSocial: row.razaoSocial,
    nomeFantasia: row.nomeFantasia,
    nomeFantasiaAbreviado: row.nomeFantasiaAbreviado,
    codAtividadeEconomica: row.codAtividadeEconomica,
    classificacaoTributaria: row.classificacaoTributaria,
    inscricaoEstadual: row.inscricaoEstadual,
    inscricaoMunicipal: row.inscricaoMunicipal,
    codigoTipoSociedade: row.codigoTipoSociedade,
    situacaoCadastral: row.situacaoCadastral,
    dataFundacao: row.dataFundacao ? formatDateBR(row.dataFundacao) : null,
    numeroCarteira: row.numeroCarteira,
    vencimentoMensalidade: row.vencimentoMensalidade,
    representanteLegal: row.representanteLegal,
    enderecos: row.enderecos,
    contatos: row.contatos,
    complementoErp: row.complementoErp,
    /** Retention at point of sale: the complement's kept-sale-act flag, read-only here. */
    indReteveAtoVenda: row.complementoErp?.indReteveAtoVenda ?? false,
    motivoCancelamento: row.motivoCancelamento,
    beneficiarios,
  };
}
