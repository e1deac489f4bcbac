import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  nomeDaSituacao,
  onlyDigits,
  pmeNovaPropostaSchema,
  SITUACAO,
  SITUACAO_PME,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import {
  propostasAdesao,
  propostasPme,
  propostasPmeBeneficiarios,
  unidades,
} from '../../db/schema';
import { isUniqueViolation } from '../../crud/repository';
import { HttpError } from '../../http/errors';
import { blankNulls, dadosEmpresa, validateOrThrow } from './alterar';
import { format } from '../../../i18n/catalog';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * POST api/propostaPme/criar: a new PME proposal (status Recebida) from the PME manager's form:
 * the company by its CNPJ, its legal representative, addresses and contacts (the same rules as
 * 'alterar'), its unit and the holders' individual proposals that become its beneficiaries.
 * The spec has no creation call; see docs/decisions/0117-creating-pme-proposals.md.
 */
export const PROPOSTA_PME_CRIADA = ptBR.pme.propostaCriada;
export const CNPJ_EM_ANDAMENTO = servidor.pme.cnpjEmAndamento;
export const UNIDADE_INVALIDA = servidor.comum.unidadeInvalida;
export const BENEFICIARIO_NAO_TITULAR = servidor.pme.beneficiarioNaoTitular;
export const beneficiarioJaVinculado = (nome: string) =>
  format(servidor.pme.beneficiarioJaVinculado, { nome });
export const beneficiarioIndisponivel = (nome: string, situacao: string) =>
  format(servidor.pme.beneficiarioIndisponivel, { nome, situacao });

/**
 * Individual proposals that may not join a company: cancelled or blocked, or already on their
 * own way to the ERP (the PME sends its holders itself, after the company).
 */
const SITUACOES_FORA = [
  SITUACAO.Cancelada,
  SITUACAO.Bloqueada,
  SITUACAO.IntegradoERP,
  SITUACAO.IntegradoPendencias,
  SITUACAO.SolicitadaIntegracaoComERP,
];

const vinculada = sql<boolean>`exists (select 1 from ${propostasPmeBeneficiarios}
  where ${propostasPmeBeneficiarios.propostaAdesaoId} = ${propostasAdesao.id})`;
const dependentes = sql<number>`(select count(*)::int from ${propostasAdesao} d
  where d.proposta_titular_id = ${propostasAdesao.id})`;

function campo(status: number, campo: string, message: string) {
  return new HttpError(status, [message], { [campo]: message });
}

/** The holders the form offers (drafts excluded: NULL is never NOT IN): free to join, searched by name or CPF (first 20). */
export async function beneficiariosDisponiveis(db: Executor, pesquisa: string | undefined) {
  const text = pesquisa?.trim() ?? '';
  const digits = onlyDigits(text);
  const busca: SQL | undefined = text
    ? or(
        ilike(propostasAdesao.nome, `%${text}%`),
        digits ? ilike(propostasAdesao.cpf, `%${digits}%`) : undefined,
      )
    : undefined;
  const rows = await db
    .select({
      id: propostasAdesao.id,
      nome: propostasAdesao.nome,
      cpf: propostasAdesao.cpf,
      numeroContrato: propostasAdesao.numeroContrato,
      situacaoPropostaAdesaoId: propostasAdesao.situacaoPropostaAdesaoId,
      dependentes,
    })
    .from(propostasAdesao)
    .where(
      and(
        isNull(propostasAdesao.propostaTitularId),
        eq(propostasAdesao.inativa, false),
        notInArray(propostasAdesao.situacaoPropostaAdesaoId, SITUACOES_FORA),
        sql`not ${vinculada}`,
        busca,
      ),
    )
    .orderBy(asc(propostasAdesao.nome), asc(propostasAdesao.id))
    .limit(20);
  return rows.map((r) => ({
    ...r,
    situacaoNome: nomeDaSituacao(r.situacaoPropostaAdesaoId),
  }));
}

/** Each chosen holder must exist, be a holder, be free and in a status that may join. */
async function conferirBeneficiarios(tx: Executor, ids: number[]) {
  const rows = await tx
    .select({
      id: propostasAdesao.id,
      nome: propostasAdesao.nome,
      propostaTitularId: propostasAdesao.propostaTitularId,
      situacao: propostasAdesao.situacaoPropostaAdesaoId,
      inativa: propostasAdesao.inativa,
      vinculada,
    })
    .from(propostasAdesao)
    .where(inArray(propostasAdesao.id, ids))
    .for('update');
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row || row.propostaTitularId !== null) {
      throw campo(400, 'beneficiarios', BENEFICIARIO_NAO_TITULAR);
    }
    if (row.vinculada) throw campo(409, 'beneficiarios', beneficiarioJaVinculado(row.nome));
    // A draft (no status yet) is still the broker's: it joins once it was sent.
    const fora = row.situacao === null || SITUACOES_FORA.includes(row.situacao as never);
    if (row.inativa || fora) {
      const situacao = row.inativa ? ptBR.propostas.inativa : nomeDaSituacao(row.situacao);
      throw campo(409, 'beneficiarios', beneficiarioIndisponivel(row.nome, situacao));
    }
  }
  const deps = await tx
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(inArray(propostasAdesao.propostaTitularId, ids));
  return [...ids, ...deps.map((d) => d.id)];
}

export async function criarPropostaPme(db: Database, body: Record<string, unknown>) {
  const valores = blankNulls(body) as Record<string, unknown>;
  await validateOrThrow(pmeNovaPropostaSchema, valores);
  const codigoUnidade = Number(body.codigoUnidade);
  const holders = [...new Set((body.beneficiarios as unknown[]).map(Number))];
  const empresa = dadosEmpresa(body);
  try {
    return await db.transaction(async (tx) => {
      const [unidade] = await tx
        .select({ codigo: unidades.codigoUnidade })
        .from(unidades)
        .where(eq(unidades.codigoUnidade, codigoUnidade));
      if (!unidade) throw campo(400, 'codigoUnidade', UNIDADE_INVALIDA);
      // One company, one proposal in progress: a second one for the same CNPJ is a mistake.
      const [emAndamento] = await tx
        .select({ id: propostasPme.id })
        .from(propostasPme)
        .where(
          and(
            eq(propostasPme.cnpj, empresa.cnpj),
            ne(propostasPme.situacao, SITUACAO_PME.Cancelada),
          ),
        )
        .limit(1);
      if (emAndamento) throw campo(409, 'cnpj', CNPJ_EM_ANDAMENTO);
      const beneficiarios = await conferirBeneficiarios(tx, holders);
      const [created] = await tx
        .insert(propostasPme)
        .values({ ...empresa, codigoUnidade, situacao: SITUACAO_PME.Recebida })
        .returning({ id: propostasPme.id, numeroContrato: propostasPme.numeroContrato });
      await tx.insert(propostasPmeBeneficiarios).values(
        beneficiarios.map((propostaAdesaoId) => ({
          propostaPmeId: created.id,
          propostaAdesaoId,
        })),
      );
      return created;
    });
  } catch (error) {
    // Two managers adding the same holder at once: the second meets the link's unique index.
    if (isUniqueViolation(error))
      throw campo(409, 'beneficiarios', beneficiarioJaVinculado(servidor.pme.oTitular));
    throw error;
  }
}
