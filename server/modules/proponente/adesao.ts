import { asc, eq } from 'drizzle-orm';
import {
  grauParentescoNome,
  PLANO_SENIOR,
  SITUACAO,
  TERMO_INTENCAO_COMPRA,
  valorMensalidade,
  VERSAO_TERMO_INTENCAO,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { aceitesTermoIntencao, planosSaude, propostasAdesao } from '../../db/schema';
import { identificadorProponente } from '../campanhas/service';
import { runTransition } from '../propostas/transitions';
import type { SessaoProponente } from './session';

/** Where the applicant stands: what the /mpa pages show next. */
export type EtapaProponente = 'termo' | 'declaracao' | 'concluido';

export function etapaDe(situacaoId: number | null): EtapaProponente {
  if (situacaoId === SITUACAO.AguardandoAprovacaoTermo) return 'termo';
  if (situacaoId === SITUACAO.AguardandoDeclaracaoSaude) return 'declaracao';
  return 'concluido';
}

/** Only the last digits of the CPF: the page confirms who it is for without showing it whole. */
function cpfParcial(cpf: string): string {
  return `***.***.${cpf.slice(6, 9)}-${cpf.slice(9, 11)}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * obterPropostaAdesao: the plan, the holder, the dependents and the monthly price the applicant
 * confirms, with the term's text and version. A dependent's link shows the holder's group.
 */
export async function obterPropostaAdesao(db: Executor, sessao: SessaoProponente, today: Date) {
  const [proposta] = await db
    .select()
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
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
  const pessoa = (row: typeof proposta) => ({
    nome: row.nomeSocial || row.nome,
    cpf: cpfParcial(row.cpf),
    dataNascimento: row.dataNascimento,
    valorMensal: valorMensalidade(row.dataNascimento, today),
  });
  const titularView = pessoa(titular);
  // The plan the proposal was sold under; proposals from before plans existed show the line's.
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
    etapa: etapaDe(proposta.situacaoPropostaAdesaoId),
    plano: plano
      ? { nome: plano.nome, acomodacao: plano.acomodacao ?? PLANO_SENIOR.acomodacao }
      : { ...PLANO_SENIOR },
    titular: titularView,
    dependentes: dependentesView,
    valorTotalMensal: round2(
      titularView.valorMensal + dependentesView.reduce((sum, d) => sum + d.valorMensal, 0),
    ),
    termo: { versao: VERSAO_TERMO_INTENCAO, texto: [...TERMO_INTENCAO_COMPRA] },
  };
}

export const INTENCAO_REGISTRADA = 'Intenção de compra registrada com sucesso!';
export const INTENCAO_JA_REGISTRADA = 'Sua intenção de compra já estava registrada.';

/**
 * registrarIntencaoCompra: the lifecycle move (AguardandoAprovacaoTermo → AguardandoDeclaracaoSaude
 * with the AceiteTermoIntencaoCompra approval) and its evidence, in one transaction. A second
 * call (double tap, reload) after the acceptance answers success without a second record.
 */
export async function registrarIntencaoCompra(
  db: Database,
  sessao: SessaoProponente,
  evidencia: { ip: string; userAgent: string | null },
): Promise<string> {
  const [atual] = await db
    .select({ aceiteTermoEm: propostasAdesao.aceiteTermoEm })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
  if (atual?.aceiteTermoEm) return INTENCAO_JA_REGISTRADA;
  await runTransition(db, {
    propostaId: sessao.propostaAdesaoId,
    action: 'confirmar-intencao-compra',
    actor: { kind: 'proponente' },
    after: async (tx, { proposta }) => {
      await tx.insert(aceitesTermoIntencao).values({
        propostaAdesaoId: proposta.id,
        linkId: sessao.link.id,
        versaoTermo: VERSAO_TERMO_INTENCAO,
        ip: evidencia.ip.slice(0, 45),
        userAgent: evidencia.userAgent?.slice(0, 300) ?? null,
        dataAceite: proposta.aceiteTermoEm ?? new Date(),
      });
    },
  });
  return INTENCAO_REGISTRADA;
}
