import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CPT_NAO_SE_APLICA,
  perguntaAplicavel,
  SITUACAO,
  validarPecFast,
  type PecFastRespostas,
} from '../../../src/domain';
import type { Database, Transaction } from '../../db/client';
import {
  avaliacoesPecFast,
  declaracoesSaude,
  perguntasDeclaracaoSaude,
  propostasAdesao,
  respostasDeclaracaoSaude,
} from '../../db/schema';
import { modeloAtual, modelosPorId } from './pecfast-modelo';
import type { Executor } from '../../db/client';
import { badRequest, conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { lockProposta, runTransition, type TransitionResult } from '../propostas/transitions';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const NAO_RESPONDIDA = servidor.avaliacaoSaude.respondaDeclaracaoEPecfast;
export const DECLARACAO_JA_REGISTRADA = servidor.avaliacaoSaude.declaracaoJaRegistrada;
export const FORA_DA_AVALIACAO = servidor.avaliacaoSaude.propostaNaoAvaliacaoSaude;
export const APROVADA = servidor.avaliacaoSaude.avaliacaoAprovada;
export const CONCLUIDA = servidor.avaliacaoSaude.avaliacaoConcluida;

/** Approving or concluding needs both questionnaires answered (spec 1, section 4). */
function assertRespondida(result: TransitionResult) {
  if (!result.proposta.possuiRespostaDeclaracaoSaude || !result.proposta.respondeuPecFast) {
    throw conflict(NAO_RESPONDIDA);
  }
}

/** Keeps the nurse who concluded as the one responsible; an approval alone records the approver. */
async function marcarResponsavel(tx: Transaction, propostaId: number, userId: number) {
  await tx
    .update(propostasAdesao)
    .set({
      avaliacaoSaudeConcluida: true,
      enfermeiroResponsavelId: sql`coalesce(${propostasAdesao.enfermeiroResponsavelId}, ${userId})`,
    })
    .where(eq(propostasAdesao.id, propostaId));
}

/** POST api/enfermeiro/{id}/aprovar: the internal nurse's approval (docs/domain.md#lifecycles). */
export async function aprovarAvaliacao(db: Database, user: CurrentUser, id: number) {
  await runTransition(db, {
    propostaId: id,
    action: 'aprovar-avaliacao-saude',
    actor: { kind: 'usuario', user },
    after: async (tx, result) => {
      assertRespondida(result);
      await marcarResponsavel(tx, id, user.id);
    },
  });
  return { message: APROVADA };
}

/** POST api/enfermeiro/propostaAdesao/{id}/avaliacaoSaude/concluir: the external nurse's. */
export async function concluirAvaliacao(db: Database, user: CurrentUser, id: number) {
  await runTransition(db, {
    propostaId: id,
    action: 'concluir-avaliacao-saude',
    actor: { kind: 'usuario', user },
    after: async (tx, result) => {
      assertRespondida(result);
      await marcarResponsavel(tx, id, user.id);
    },
  });
  return { message: CONCLUIDA };
}

export interface RespostaInput {
  perguntaRegistrada: string;
  seAplica: boolean;
  detalhamento?: string | null;
  etapaId: number;
}

export const DECLARACAO_NAO_ENCONTRADA = servidor.avaliacaoSaude.declaracaoSaudeNaoEncontrada;

/**
 * The declaration the nurse fills in: the active one (the first, when the manager left more
 * than one active), with its active questions by step and order; or the one of this id.
 */
export async function loadDeclaracao(db: Executor, id?: number) {
  const [declaracao] = await db
    .select()
    .from(declaracoesSaude)
    .where(id === undefined ? eq(declaracoesSaude.ativo, true) : eq(declaracoesSaude.id, id))
    .orderBy(asc(declaracoesSaude.id))
    .limit(1);
  if (!declaracao || !declaracao.ativo) return null;
  const perguntas = await db
    .select({
      id: perguntasDeclaracaoSaude.id,
      etapaId: perguntasDeclaracaoSaude.etapaId,
      ordem: perguntasDeclaracaoSaude.ordem,
      texto: perguntasDeclaracaoSaude.texto,
      dadoSaude: perguntasDeclaracaoSaude.dadoSaude,
    })
    .from(perguntasDeclaracaoSaude)
    .where(
      and(
        eq(perguntasDeclaracaoSaude.declaracaoSaudeId, declaracao.id),
        eq(perguntasDeclaracaoSaude.ativo, true),
      ),
    )
    .orderBy(asc(perguntasDeclaracaoSaude.etapaId), asc(perguntasDeclaracaoSaude.ordem));
  return {
    id: declaracao.id,
    titulo: declaracao.titulo,
    possuiCpt: declaracao.possuiCpt,
    perguntas,
  };
}

/**
 * Every question still asked answered once, in its own step; a 'yes' may be detailed. The CPT
 * acceptance is asked only when something was declared (src/domain/dadosSaude.ts): answering it
 * otherwise is refused, as the applicant's pages never offer it.
 */
async function validarRespostas(
  db: Executor,
  declaracaoSaudeId: number,
  respostas: readonly RespostaInput[],
) {
  const declaracao = await loadDeclaracao(db, declaracaoSaudeId);
  if (!declaracao) throw badRequest(DECLARACAO_NAO_ENCONTRADA);
  const achadas = declaracao.perguntas.map((pergunta) => ({
    pergunta,
    resposta: respostas.find(
      (r) => r.perguntaRegistrada === pergunta.texto && r.etapaId === pergunta.etapaId,
    ),
  }));
  const dadas = achadas.flatMap(({ pergunta, resposta }) =>
    resposta ? [{ ...pergunta, seAplica: resposta.seAplica }] : [],
  );
  const pedidas = achadas.filter((a) => perguntaAplicavel(a.pergunta, dadas, declaracao.possuiCpt));
  if (achadas.some((a) => a.resposta && !pedidas.includes(a))) throw badRequest(CPT_NAO_SE_APLICA);
  if (respostas.length !== pedidas.length || pedidas.some((a) => !a.resposta)) {
    throw badRequest(servidor.avaliacaoSaude.respondaTodasPerguntasDeclaracao);
  }
  return pedidas.map(({ pergunta, resposta }, index) => {
    const detalhamento = resposta!.seAplica ? resposta!.detalhamento?.trim() || null : null;
    return { ...pergunta, ordem: index + 1, seAplica: resposta!.seAplica, detalhamento };
  });
}

/**
 * POST api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro: the nurse fills the declaration
 * in for the applicant. Still waiting for it, the proposal moves on to the nursing assessment
 * (the lifecycle's registrar-declaracao-saude); already there without answers, they are added.
 */
export async function registrarDeclaracao(
  db: Database,
  user: CurrentUser,
  input: { propostaAdesaoId: number; declaracaoSaudeId: number; respostas: RespostaInput[] },
) {
  const linhas = await validarRespostas(db, input.declaracaoSaudeId, input.respostas);
  const id = input.propostaAdesaoId;
  const inserir = async (tx: Transaction) => {
    await tx.insert(respostasDeclaracaoSaude).values(
      linhas.map((l) => ({
        propostaAdesaoId: id,
        declaracaoSaudeId: input.declaracaoSaudeId,
        etapaId: l.etapaId,
        ordem: l.ordem,
        perguntaId: l.id,
        perguntaRegistrada: l.texto,
        seAplica: l.seAplica,
        detalhamento: l.detalhamento,
        registradoPorId: user.id,
      })),
    );
  };
  const proposta = await loadVisible(db, user, id);
  if (proposta.possuiRespostaDeclaracaoSaude) throw conflict(DECLARACAO_JA_REGISTRADA);
  if (proposta.situacaoPropostaAdesaoId === SITUACAO.AguardandoDeclaracaoSaude) {
    await runTransition(db, {
      propostaId: id,
      action: 'registrar-declaracao-saude',
      actor: { kind: 'usuario', user },
      changes: { possuiRespostaDeclaracaoSaude: true },
      after: inserir,
    });
    return;
  }
  await db.transaction(async (tx) => {
    const row = await lockProposta(tx, id, { kind: 'usuario', user });
    if (row.possuiRespostaDeclaracaoSaude) throw conflict(DECLARACAO_JA_REGISTRADA);
    if (row.situacaoPropostaAdesaoId !== SITUACAO.AguardandoAvaliacaoEnfermagem) {
      throw conflict(FORA_DA_AVALIACAO);
    }
    await inserir(tx);
    await tx
      .update(propostasAdesao)
      .set({ possuiRespostaDeclaracaoSaude: true, versao: sql`${propostasAdesao.versao} + 1` })
      .where(eq(propostasAdesao.id, id));
  });
}

/** GET /api/AvaliacaoSaude/propostaAdesao/{id}: the PecFast model and the stored answers. */
export async function obterAvaliacao(db: Database, user: CurrentUser, id: number) {
  await loadVisible(db, user, id);
  const [avaliacao] = await db
    .select()
    .from(avaliacoesPecFast)
    .where(eq(avaliacoesPecFast.propostaAdesaoId, id));
  // Answers are shown with the questions they were given under; a blank form gets today's.
  const modelo = avaliacao
    ? (await modelosPorId(db, [avaliacao.modeloId])).get(avaliacao.modeloId)!
    : (await modeloAtual(db)).perguntas;
  return {
    modeloJson: modelo,
    avaliacao: avaliacao ? { respostasJson: avaliacao.respostasJson as PecFastRespostas } : null,
  };
}

/** POST /api/AvaliacaoSaude/propostaAdesao/{id}/registrar: the nurse's PecFast answers. */
export async function registrarPecFast(
  db: Database,
  user: CurrentUser,
  id: number,
  respostasJson: PecFastRespostas,
) {
  const modelo = await modeloAtual(db);
  const erro = validarPecFast(respostasJson, modelo.perguntas);
  if (erro) throw badRequest(erro);
  await db.transaction(async (tx) => {
    const row = await lockProposta(tx, id, { kind: 'usuario', user });
    const emAvaliacao =
      row.situacaoPropostaAdesaoId === SITUACAO.AguardandoAvaliacaoEnfermagem ||
      row.situacaoPropostaAdesaoId === SITUACAO.AguardandoDeclaracaoSaude;
    if (!emAvaliacao || row.aprovacaoAvaliacaoSaudeEm) throw conflict(FORA_DA_AVALIACAO);
    await tx
      .insert(avaliacoesPecFast)
      .values({ propostaAdesaoId: id, respostasJson, modeloId: modelo.id, enfermeiroId: user.id })
      .onConflictDoUpdate({
        target: avaliacoesPecFast.propostaAdesaoId,
        set: { respostasJson, modeloId: modelo.id, enfermeiroId: user.id, dataCriacao: new Date() },
      });
    await tx
      .update(propostasAdesao)
      .set({ respondeuPecFast: true, versao: sql`${propostasAdesao.versao} + 1` })
      .where(eq(propostasAdesao.id, id));
  });
}
