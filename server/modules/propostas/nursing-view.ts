import { modelosPorId } from '../avaliacao-saude/pecfast-modelo';
import { asc, eq } from 'drizzle-orm';
import { canAccess, ETAPAS_DECLARACAO, isShownInAnswersList } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { avaliacoesPecFast, respostasDeclaracaoSaude } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { aprovacao, loadCommon, loadVisible, userNames } from './detail-service';

/**
 * Health data: the answers of the DeclaracaoSaude stage and the PecFast assessment are shown
 * only to the health roles (nurses and the health manager). Other staff see the remaining
 * stages (medical guidance, additional information, CPT acceptance), which is exactly what the
 * side panel lists: it excludes the DeclaracaoSaude stage.
 */
export function seesHealthData(user: CurrentUser): boolean {
  return canAccess(user.roles, { resource: 'avaliacao-saude', action: 'show' });
}

async function loadRespostas(db: Executor, propostaId: number) {
  return db
    .select()
    .from(respostasDeclaracaoSaude)
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
  };
}

/** POST api/adesao/obterRepostasDeclaracaoSaude/{id}: the answers this user may read. */
export async function loadRespostasVisiveis(db: Executor, user: CurrentUser, id: number) {
  await loadVisible(db, user, id);
  const rows = await loadRespostas(db, id);
  const visible = seesHealthData(user) ? rows : rows.filter(isShownInAnswersList);
  return visible.map(toResposta);
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
      respostas: respostas.map(toResposta),
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
