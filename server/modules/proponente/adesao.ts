import { and, asc, eq } from 'drizzle-orm';
import { format } from 'date-fns';
import {
  ageInYears,
  faixaDaIdade,
  grauParentescoNome,
  SITUACAO,
  TERMO_INTENCAO_COMPRA,
  VERSAO_TERMO_INTENCAO,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { aceitesTermoIntencao, planosSaude, propostasAdesao } from '../../db/schema';
import { conflict } from '../../http/errors';
import { identificadorProponente } from '../campanhas/service';
import { runTransition } from '../propostas/transitions';
import { diaDoTermo, SEM_PRECO_VIGENTE, tabelaVigente, type TabelaVigente } from './precos';
import type { SessaoProponente } from './session';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** Where the applicant stands: what the /mpa pages show next. */
export type EtapaProponente = 'termo' | 'declaracao' | 'atendimento' | 'concluido';

/**
 * The step a link opens, by its purpose and the proposal's status: the term's link carries on
 * into the declaration (same visit), the declaration's link opens only the declaration, the
 * attendance queue's only the queue; anything else has nothing left to do.
 */
export function etapaDe(situacaoId: number | null, finalidade: string = 'termo'): EtapaProponente {
  if (finalidade === 'fila') return 'atendimento';
  if (finalidade === 'termo' && situacaoId === SITUACAO.AguardandoAprovacaoTermo) return 'termo';
  if (situacaoId === SITUACAO.AguardandoDeclaracaoSaude) return 'declaracao';
  return 'concluido';
}

/** Only the last digits of the CPF: the page confirms who it is for without showing it whole. */
function cpfParcial(cpf: string): string {
  return `***.***.${cpf.slice(6, 9)}-${cpf.slice(9, 11)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

type PropostaRow = typeof propostasAdesao.$inferSelect;

/** The proposal of the link, its holder (itself or the dependent's holder) and the dependents. */
async function grupoDaProposta(db: Executor, propostaId: number) {
  const [proposta] = await db
    .select()
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaId));
  const titularId = proposta.propostaTitularId ?? proposta.id;
  const [titular] =
    titularId === proposta.id
      ? [proposta]
      : await db.select().from(propostasAdesao).where(eq(propostasAdesao.id, titularId));
  const dependentes = await db
    .select()
    .from(propostasAdesao)
    .where(eq(propostasAdesao.propostaTitularId, titularId))
    .orderBy(asc(propostasAdesao.id));
  return { proposta, titular, dependentes };
}

/**
 * Each person's monthly price: the band of their age on the term's day in the plan's table
 * valid that day; null for everyone when no table is (the page says so, confirming is refused).
 */
function precificar(tabela: TabelaVigente | null, dia: Date) {
  return (row: PropostaRow) => {
    const faixa = faixaDaIdade(ageInYears(row.dataNascimento, dia) ?? 0);
    return {
      faixaEtaria: faixa.rotulo,
      valorMensal: tabela ? tabela.valores[faixa.campo] : null,
    };
  };
}

function totalMensal(valores: (number | null)[]): number | null {
  if (valores.some((v) => v == null)) return null;
  return round2(valores.reduce<number>((sum, v) => sum + v!, 0));
}

/**
 * obterPropostaAdesao: the plan, the holder, the dependents and the monthly prices the
 * applicant confirms, with the term's text and version. A dependent's link shows the holder's
 * group. Prices come from the plan's price table valid on the term's day (precos.ts).
 */
export async function obterPropostaAdesao(db: Executor, sessao: SessaoProponente, today: Date) {
  const { proposta, titular, dependentes } = await grupoDaProposta(db, sessao.propostaAdesaoId);
  const dia = diaDoTermo(titular.aceiteTermoEm, today);
  const tabela = await tabelaVigente(db, titular.planoSaudeId, dia);
  const preco = precificar(tabela, dia);
  const pessoa = (row: PropostaRow) => ({
    nome: row.nomeSocial || row.nome,
    cpf: cpfParcial(row.cpf),
    dataNascimento: row.dataNascimento,
    ...preco(row),
  });
  const titularView = pessoa(titular);
  // The plan the proposal was sold under (the entry form requires one; old records may lack it).
  const [plano] = titular.planoSaudeId
    ? await db
        .select({ nome: planosSaude.nome, acomodacao: planosSaude.acomodacao })
        .from(planosSaude)
        .where(eq(planosSaude.id, titular.planoSaudeId))
    : [];
  const dependentesView = dependentes.map((d) => ({
    ...pessoa(d),
    parentesco: grauParentescoNome(d.grauParentescoId) || 'Dependente',
  }));
  return {
    numeroContrato: proposta.numeroContrato,
    /** The applicant's id in campaign answers (the feedback dialog sends it back). */
    identificadorUsuario: identificadorProponente(proposta.id),
    nomeProponente: proposta.nomeSocial || proposta.nome,
    etapa: etapaDe(proposta.situacaoPropostaAdesaoId, sessao.link.finalidade),
    plano: plano ? { nome: plano.nome, acomodacao: plano.acomodacao } : null,
    titular: titularView,
    dependentes: dependentesView,
    valorTotalMensal: totalMensal([
      titularView.valorMensal,
      ...dependentesView.map((d) => d.valorMensal),
    ]),
    preco: {
      dia: format(dia, 'yyyy-MM-dd'),
      aviso: tabela ? null : SEM_PRECO_VIGENTE,
    },
    termo: { versao: VERSAO_TERMO_INTENCAO, texto: [...TERMO_INTENCAO_COMPRA] },
  };
}

/** The table and the group's total on `dia`, or a 409 when no table prices the proposal. */
async function precoAceito(db: Executor, propostaId: number, dia: Date) {
  const { titular, dependentes } = await grupoDaProposta(db, propostaId);
  const tabela = await tabelaVigente(db, titular.planoSaudeId, dia);
  if (!tabela) throw conflict(SEM_PRECO_VIGENTE);
  const preco = precificar(tabela, dia);
  const total = totalMensal([titular, ...dependentes].map((row) => preco(row).valorMensal));
  return { tabelaPrecoId: tabela.id, valorTotalMensal: total };
}

export const INTENCAO_REGISTRADA = servidor.proponente.intencaoCompraRegistradaSucesso;
export const INTENCAO_JA_REGISTRADA = servidor.proponente.intencaoJaRegistrada;

/**
 * registrarIntencaoCompra: the lifecycle move (AguardandoAprovacaoTermo → AguardandoDeclaracaoSaude
 * with the AceiteTermoIntencaoCompra approval) and its evidence (IP, term version, link and the
 * channel the session's one-time code went to), in one transaction. A second
 * call (double tap, reload) after the acceptance answers success without a second record.
 *
 * The holder's term is the family's (it lists the dependants and the total price, and only the
 * holder is sent a link): her acceptance moves her dependants still waiting for the term too,
 * each with its own history entry and evidence. Otherwise they stayed in 'Aguardando aprovação
 * do termo' with nothing anyone could click. A repeat brings along any dependant left behind.
 */
export async function registrarIntencaoCompra(
  db: Database,
  sessao: SessaoProponente,
  evidencia: { ip: string; userAgent: string | null },
): Promise<string> {
  const [atual] = await db
    .select({
      aceiteTermoEm: propostasAdesao.aceiteTermoEm,
      propostaTitularId: propostasAdesao.propostaTitularId,
      nome: propostasAdesao.nome,
    })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
  const jaRegistrada = Boolean(atual?.aceiteTermoEm);
  // Nothing is accepted without a price: the term shows no value to agree to
  // (docs/decisions/0119-term-prices.md). The dependants' evidence records the same agreed table
  // and family total as the holder's.
  const aceito = () =>
    precoAceito(db, sessao.propostaAdesaoId, diaDoTermo(atual?.aceiteTermoEm ?? null, new Date()));
  if (!jaRegistrada) {
    await confirmarTermo(db, sessao, evidencia, sessao.propostaAdesaoId, await aceito());
  }
  if (atual && atual.propostaTitularId == null) {
    const dependentes = await db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(
        and(
          eq(propostasAdesao.propostaTitularId, sessao.propostaAdesaoId),
          eq(propostasAdesao.situacaoPropostaAdesaoId, SITUACAO.AguardandoAprovacaoTermo),
          eq(propostasAdesao.inativa, false),
        ),
      )
      .orderBy(asc(propostasAdesao.id));
    for (const { id } of dependentes) {
      await confirmarTermo(db, sessao, evidencia, id, await aceito(), `${atual.nome} (titular)`);
    }
  }
  return jaRegistrada ? INTENCAO_JA_REGISTRADA : INTENCAO_REGISTRADA;
}

async function confirmarTermo(
  db: Database,
  sessao: SessaoProponente,
  evidencia: { ip: string; userAgent: string | null },
  propostaId: number,
  aceito: Awaited<ReturnType<typeof precoAceito>>,
  porTitular?: string,
) {
  await runTransition(db, {
    propostaId,
    action: 'confirmar-intencao-compra',
    actor: { kind: 'proponente', nome: porTitular },
    after: async (tx, { proposta }) => {
      await tx.insert(aceitesTermoIntencao).values({
        propostaAdesaoId: proposta.id,
        linkId: sessao.link.id,
        versaoTermo: VERSAO_TERMO_INTENCAO,
        ip: evidencia.ip.slice(0, 45),
        userAgent: evidencia.userAgent?.slice(0, 300) ?? null,
        canalCodigo: sessao.canalVerificacao,
        ...aceito,
        dataAceite: proposta.aceiteTermoEm ?? new Date(),
      });
    },
  });
}
