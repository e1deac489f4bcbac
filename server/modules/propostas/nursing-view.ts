import { modelosPorId } from '../avaliacao-saude/pecfast-modelo';
import { asc, eq } from 'drizzle-orm';
import {
  ETAPAS_DECLARACAO,
  haRespostasRestritas,
  leDadosDeSaude,
  respostasLegiveis,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  avaliacoesPecFast,
  perguntasDeclaracaoSaude,
  respostasDeclaracaoSaude,
} from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { toActionAnswer } from './action-answer';
import { aprovacao, loadCommon, loadVisible, userNames } from './detail-service';

/**
 * Health data: the PecFast assessment and every declaration answer whose question is health
 * data (perguntas_declaracao_saude.dado_saude) are read only by the health roles (nurses and
 * the health manager); other staff read the administrative answers. The rule is the domain's
 * (src/domain/dadosSaude.ts), shared with the dossier PDF and the staff's declaration card. The
 * nurse's view (loadDetalheEnfermagem) is behind avaliacao-saude/show, the same role list.
 */

/** The answers, each with its question's dadoSaude (null when the question is unknown). */
async function loadRespostas(db: Executor, propostaId: number) {
  return db
    .select({
      id: respostasDeclaracaoSaude.id,
      ordem: respostasDeclaracaoSaude.ordem,
      etapaId: respostasDeclaracaoSaude.etapaId,
      perguntaRegistrada: respostasDeclaracaoSaude.perguntaRegistrada,
      seAplica: respostasDeclaracaoSaude.seAplica,
      detalhamento: respostasDeclaracaoSaude.detalhamento,
      registradoPorId: respostasDeclaracaoSaude.registradoPorId,
      dadoSaude: perguntasDeclaracaoSaude.dadoSaude,
    })
    .from(respostasDeclaracaoSaude)
    .leftJoin(
      perguntasDeclaracaoSaude,
      eq(perguntasDeclaracaoSaude.id, respostasDeclaracaoSaude.perguntaId),
    )
    .where(eq(respostasDeclaracaoSaude.propostaAdesaoId, propostaId))
    .orderBy(
      asc(respostasDeclaracaoSaude.etapaId),
      asc(respostasDeclaracaoSaude.ordem),
      asc(respostasDeclaracaoSaude.id),
    );
}

type RespostaRow = Awaited<ReturnType<typeof loadRespostas>>[number];

function toResposta(row: RespostaRow) {
  return {
    id: row.id,
    ordem: row.ordem,
    etapaId: row.etapaId,
    etapa: ETAPAS_DECLARACAO.find((e) => e.id === row.etapaId)?.label ?? '',
    perguntaRegistrada: row.perguntaRegistrada,
    seAplica: row.seAplica,
    detalhamento: row.detalhamento,
    // Unknown question: health data (the domain's fail-closed reading).
    dadoSaude: row.dadoSaude ?? true,
  };
}

/**
 * The answers this user may read, and whether others were kept from them (the dossier then
 * says the declaration was answered without saying what).
 */
export async function loadDeclaracaoDoLeitor(db: Executor, user: CurrentUser, id: number) {
  await loadVisible(db, user, id);
  const todas = (await loadRespostas(db, id)).map(toResposta);
  return {
    respostas: respostasLegiveis(user.roles, todas),
    restritas: haRespostasRestritas(user.roles, todas),
  };
}

/** POST api/adesao/obterRepostasDeclaracaoSaude/{id}: the answers this user may read. */
export async function loadRespostasVisiveis(db: Executor, user: CurrentUser, id: number) {
  return (await loadDeclaracaoDoLeitor(db, user, id)).respostas;
}

/** GET api/adesao/{id}/v2: the nurse's view of the proposal, with the health data. */
export async function loadDetalheEnfermagem(db: Executor, user: CurrentUser, id: number) {
  const row = await loadVisible(db, user, id);
  const respostas = await loadRespostas(db, id);
  const [pecFast] = await db
    .select()
    .from(avaliacoesPecFast)
    .where(eq(avaliacoesPecFast.propostaAdesaoId, id));
  const registradoPor = respostas.find((r) => r.registradoPorId != null)?.registradoPorId ?? null;
  const names = await userNames(db, [
    row.enfermeiroResponsavelId,
    row.aprovacaoAvaliacaoSaudePorId,
    registradoPor,
    pecFast?.enfermeiroId ?? null,
  ]);
  const common = await loadCommon(db, row, names);
  return {
    ...common,
    aprovacao: aprovacao(row, 'AprovacaoAvaliacaoSaude', names),
    declaracaoSaude: {
      // The route admits the health roles only; the domain's rule is applied all the same.
      respostas: respostasLegiveis(user.roles, respostas.map(toResposta)),
      nomeEnfermeiro: registradoPor ? (names.get(registradoPor) ?? null) : null,
    },
    pecFast: pecFast
      ? {
          avaliacao: { respostasJson: pecFast.respostasJson },
          // The questions the answers were given under (the model may have changed since).
          modeloJson: (await modelosPorId(db, [pecFast.modeloId])).get(pecFast.modeloId)!,
          nomeEnfermeiro: pecFast.enfermeiroId ? (names.get(pecFast.enfermeiroId) ?? null) : null,
        }
      : null,
  };
}

/**
 * The answer of the nurse's registration of the declaration
 * (POST api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro): the proposal's new state and
 * the declaration as GET api/adesao/{id}/v2 reads them, so the nurse's screen draws both
 * without reading the proposal again (decisions/0157).
 */
export async function declaracaoRegistrada(db: Executor, user: CurrentUser, id: number) {
  const row = await loadVisible(db, user, id);
  const respostas = await loadRespostas(db, id);
  const registradoPor = respostas.find((r) => r.registradoPorId != null)?.registradoPorId ?? null;
  const names = await userNames(db, [registradoPor]);
  return {
    proposta: {
      ...toActionAnswer(row),
      possuiRespostaDeclaracaoSaude: row.possuiRespostaDeclaracaoSaude,
    },
    declaracaoSaude: {
      respostas: respostasLegiveis(user.roles, respostas.map(toResposta)),
      nomeEnfermeiro: registradoPor ? (names.get(registradoPor) ?? null) : null,
    },
  };
}

/**
 * The answer of the nurse's PecFast registration (POST api/AvaliacaoSaude/propostaAdesao/{id}/
 * registrar): the proposal's new state, and the assessment as GET api/adesao/{id}/v2 and GET
 * api/AvaliacaoSaude/propostaAdesao/{id} read it (the answers with the questions they were given
 * under, and who gave them), so the dialog draws it without reading either again
 * (decisions/0158). The answers are health data: only for a health role (the reads' rule; the
 * route's roles are all health roles, it is applied all the same, fail-closed).
 */
export async function pecFastRegistrado(db: Executor, user: CurrentUser, id: number) {
  const row = await loadVisible(db, user, id);
  const proposta = { ...toActionAnswer(row), respondeuPecFast: row.respondeuPecFast };
  if (!leDadosDeSaude(user.roles)) return { proposta, pecFast: null };
  const [avaliacao] = await db
    .select()
    .from(avaliacoesPecFast)
    .where(eq(avaliacoesPecFast.propostaAdesaoId, id));
  if (!avaliacao) return { proposta, pecFast: null };
  const names = await userNames(db, [avaliacao.enfermeiroId]);
  return {
    proposta,
    pecFast: {
      avaliacao: { respostasJson: avaliacao.respostasJson },
      modeloJson: (await modelosPorId(db, [avaliacao.modeloId])).get(avaliacao.modeloId)!,
      nomeEnfermeiro: avaliacao.enfermeiroId ? (names.get(avaliacao.enfermeiroId) ?? null) : null,
    },
  };
}
