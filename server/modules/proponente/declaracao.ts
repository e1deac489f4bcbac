import { and, asc, eq, inArray } from 'drizzle-orm';
import { CPT_NAO_SE_APLICA, perguntaAplicavel, SITUACAO } from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import {
  declaracoesSaude,
  perguntasDeclaracaoSaude,
  propostasAdesao,
  respostasDeclaracaoSaude,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { runTransition } from '../propostas/transitions';
import type { SessaoProponente } from './session';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const DECLARACAO_FECHADA = servidor.proponente.declaracaoSaudeNaoAberta;
export const SEM_DECLARACAO_ATIVA = servidor.proponente.nenhumaDeclaracaoSaudeAtiva;
export const PERGUNTA_INEXISTENTE = servidor.proponente.perguntaNaoEncontradaDeclaracao;
export const DETALHAMENTO_OBRIGATORIO = ptBR.mpa.detalhamentoObrigatorio;
export const DECLARACAO_INCOMPLETA = servidor.proponente.respondaTodasPerguntasAntes;
export const DECLARACAO_REGISTRADA = servidor.comum.declaracaoRegistrada;

async function declaracaoAtiva(db: Executor) {
  const [declaracao] = await db
    .select()
    .from(declaracoesSaude)
    .where(eq(declaracoesSaude.ativo, true))
    .orderBy(asc(declaracoesSaude.id))
    .limit(1);
  if (!declaracao) throw notFound(SEM_DECLARACAO_ATIVA);
  const perguntas = await db
    .select()
    .from(perguntasDeclaracaoSaude)
    .where(
      and(
        eq(perguntasDeclaracaoSaude.declaracaoSaudeId, declaracao.id),
        eq(perguntasDeclaracaoSaude.ativo, true),
      ),
    )
    .orderBy(asc(perguntasDeclaracaoSaude.etapaId), asc(perguntasDeclaracaoSaude.ordem));
  return { declaracao, perguntas };
}

async function propostaDe(db: Executor, sessao: SessaoProponente) {
  const [proposta] = await db
    .select()
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
  return proposta;
}

async function respostasDe(db: Executor, propostaId: number, declaracaoId: number) {
  return db
    .select()
    .from(respostasDeclaracaoSaude)
    .where(
      and(
        eq(respostasDeclaracaoSaude.propostaAdesaoId, propostaId),
        eq(respostasDeclaracaoSaude.declaracaoSaudeId, declaracaoId),
      ),
    );
}

type Pergunta = Awaited<ReturnType<typeof declaracaoAtiva>>['perguntas'][number];
type Resposta = Awaited<ReturnType<typeof respostasDe>>[number];

/**
 * The saved answers with their question's health flag, and the questions still asked given
 * them: the CPT acceptance only when the declaration has it and something was declared
 * (src/domain/dadosSaude.ts, the rule the applicant's pages follow too).
 */
function aplicaveis(possuiCpt: boolean, perguntas: Pergunta[], respostas: Resposta[]) {
  const dadas = respostas.map((r) => ({
    ...r,
    dadoSaude: perguntas.find((p) => p.etapaId === r.etapaId && p.ordem === r.ordem)?.dadoSaude,
  }));
  return perguntas.filter((p) => perguntaAplicavel(p, dadas, possuiCpt));
}

/** The active questionnaire, step by step, with what this applicant already answered. */
export async function lerDeclaracao(db: Executor, sessao: SessaoProponente) {
  const { declaracao, perguntas } = await declaracaoAtiva(db);
  const proposta = await propostaDe(db, sessao);
  const respostas = await respostasDe(db, proposta.id, declaracao.id);
  const find = (etapaId: number, ordem: number) =>
    respostas.find((r) => r.etapaId === etapaId && r.ordem === ordem);
  return {
    id: declaracao.id,
    titulo: declaracao.titulo,
    cpt: declaracao.cpt,
    possuiCpt: declaracao.possuiCpt,
    aberta: proposta.situacaoPropostaAdesaoId === SITUACAO.AguardandoDeclaracaoSaude,
    nomeBeneficiario: proposta.nome,
    nomeSocialBeneficiario: proposta.nomeSocial,
    perguntas: perguntas.map((p) => {
      const resposta = find(p.etapaId, p.ordem);
      return {
        id: p.id,
        etapaId: p.etapaId,
        ordem: p.ordem,
        texto: p.texto,
        pedeDetalhamento: p.pedeDetalhamento,
        dadoSaude: p.dadoSaude,
        resposta: resposta
          ? { seAplica: resposta.seAplica, detalhamento: resposta.detalhamento }
          : null,
      };
    }),
  };
}

/** Saves (or replaces) one answer as the applicant moves through the steps. */
export async function salvarResposta(
  db: Database,
  sessao: SessaoProponente,
  body: { perguntaId: number; seAplica: boolean; detalhamento?: string | null },
): Promise<void> {
  const { declaracao, perguntas } = await declaracaoAtiva(db);
  const pergunta = perguntas.find((p) => p.id === body.perguntaId);
  if (!pergunta) throw badRequest(PERGUNTA_INEXISTENTE);
  const detalhamento = body.seAplica && pergunta.pedeDetalhamento ? body.detalhamento?.trim() : '';
  if (body.seAplica && pergunta.pedeDetalhamento && !detalhamento)
    throw badRequest(DETALHAMENTO_OBRIGATORIO);
  const salvas = await respostasDe(db, sessao.propostaAdesaoId, declaracao.id);
  if (!aplicaveis(declaracao.possuiCpt, perguntas, salvas).includes(pergunta))
    throw badRequest(CPT_NAO_SE_APLICA);
  await db.transaction(async (tx) => {
    const [proposta] = await tx
      .select({ situacao: propostasAdesao.situacaoPropostaAdesaoId })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, sessao.propostaAdesaoId))
      .for('update');
    if (proposta.situacao !== SITUACAO.AguardandoDeclaracaoSaude)
      throw conflict(DECLARACAO_FECHADA);
    await tx
      .delete(respostasDeclaracaoSaude)
      .where(
        and(
          eq(respostasDeclaracaoSaude.propostaAdesaoId, sessao.propostaAdesaoId),
          eq(respostasDeclaracaoSaude.declaracaoSaudeId, declaracao.id),
          eq(respostasDeclaracaoSaude.etapaId, pergunta.etapaId),
          eq(respostasDeclaracaoSaude.ordem, pergunta.ordem),
        ),
      );
    await tx.insert(respostasDeclaracaoSaude).values({
      propostaAdesaoId: sessao.propostaAdesaoId,
      declaracaoSaudeId: declaracao.id,
      etapaId: pergunta.etapaId,
      ordem: pergunta.ordem,
      perguntaId: pergunta.id,
      perguntaRegistrada: pergunta.texto,
      seAplica: body.seAplica,
      detalhamento: detalhamento || null,
    });
  });
}

/**
 * Completes the declaration: every question still asked answered, then the lifecycle move
 * AguardandoDeclaracaoSaude → AguardandoAvaliacaoEnfermagem (docs/domain.md#lifecycles) with the
 * flag the nurse's screens read. A CPT acceptance given before the applicant went back and declared
 * nothing after all is dropped: it no longer answers anything.
 */
export async function concluirDeclaracao(db: Database, sessao: SessaoProponente): Promise<string> {
  const { declaracao, perguntas } = await declaracaoAtiva(db);
  const proposta = await propostaDe(db, sessao);
  if (proposta.situacaoPropostaAdesaoId !== SITUACAO.AguardandoDeclaracaoSaude)
    throw conflict(DECLARACAO_FECHADA);
  const respostas = await respostasDe(db, proposta.id, declaracao.id);
  const pedidas = aplicaveis(declaracao.possuiCpt, perguntas, respostas);
  const chave = (r: { etapaId: number; ordem: number }) => `${r.etapaId}:${r.ordem}`;
  const respondidas = new Set(respostas.map(chave));
  if (pedidas.some((p) => !respondidas.has(chave(p)))) throw badRequest(DECLARACAO_INCOMPLETA);
  const pedidasChaves = new Set(pedidas.map(chave));
  const sobrando = respostas.filter((r) => !pedidasChaves.has(chave(r))).map((r) => r.id);
  await runTransition(db, {
    propostaId: proposta.id,
    action: 'registrar-declaracao-saude',
    actor: { kind: 'proponente' },
    changes: { possuiRespostaDeclaracaoSaude: true },
    after: async (tx) => {
      if (sobrando.length)
        await tx
          .delete(respostasDeclaracaoSaude)
          .where(inArray(respostasDeclaracaoSaude.id, sobrando));
    },
  });
  return DECLARACAO_REGISTRADA;
}
