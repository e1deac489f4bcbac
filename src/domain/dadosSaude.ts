import { ETAPA_DECLARACAO } from './nursing';
import { canAccess } from './permissions';

/**
 * Who reads which answer of the health declaration (LGPD art. 11). Whether an answer is health
 * data is decided per question (perguntas_declaracao_saude.dado_saude, kept by the health
 * manager), not per step: 'Você usa algum remédio todos os dias?' sits in the additional
 * information step and is health data all the same. The API, the dossier PDF and the staff's
 * declaration card all decide with these functions.
 */

/**
 * The roles that read health data: the nurses and the health manager, the same roles that open
 * the nurse's screen (avaliacao-saude/show), so the two can never disagree.
 */
export function leDadosDeSaude(roles: readonly string[]): boolean {
  return canAccess(roles, { resource: 'avaliacao-saude', action: 'show' });
}

/** What the card and the dossier say to a reader from whom health answers were kept. */
export const DECLARACAO_RESTRITA =
  'Declaração de saúde respondida. As respostas que são dados de saúde são vistas somente pela equipe de saúde.';

/** The server's answer to a CPT acceptance given when nothing was declared. */
export const CPT_NAO_SE_APLICA =
  'O aceite da CPT só é pedido quando alguma doença, lesão ou tratamento é declarado.';

/** An answer as far as this rule cares: whether its question holds health data. */
export interface RespostaClassificada {
  /** null/undefined: the answer's question is unknown (removed, or an answer from before the flag). */
  dadoSaude?: boolean | null;
}

/**
 * Whether a user with these roles may read this answer. An answer whose classification is not
 * known is treated as health data: a mistake must hide an answer, never show one.
 */
export function podeLerResposta(roles: readonly string[], resposta: RespostaClassificada): boolean {
  return resposta.dadoSaude === false || leDadosDeSaude(roles);
}

/** The answers these roles may read, in their order. */
export function respostasLegiveis<T extends RespostaClassificada>(
  roles: readonly string[],
  respostas: readonly T[],
): T[] {
  return respostas.filter((r) => podeLerResposta(roles, r));
}

/** Whether some answers were kept from these roles (the card and the PDF then say so). */
export function haRespostasRestritas(
  roles: readonly string[],
  respostas: readonly RespostaClassificada[],
): boolean {
  return respostas.some((r) => !podeLerResposta(roles, r));
}

interface RespostaDada {
  etapaId: number;
  seAplica: boolean | null;
  dadoSaude?: boolean | null;
}

/**
 * Something was declared: a 'Sim' to a health question before the CPT step. The medical
 * guidance ('Você sabe que pode preencher esta declaração com a orientação de um médico?') is
 * not a declaration, so its 'Sim' does not count; an unclassified question counts (fail closed:
 * asking the CPT once too often is harmless, skipping it is not).
 */
export function algoDeclarado(respostas: readonly RespostaDada[]): boolean {
  return respostas.some(
    (r) => r.etapaId !== ETAPA_DECLARACAO.AceiteCPT && r.seAplica === true && r.dadoSaude !== false,
  );
}

/**
 * Whether a question is asked, given the answers so far: the CPT acceptance only when the
 * declaration carries the CPT (possuiCpt) and something was declared; every other question
 * always. The applicant's pages, the nurse's form and the server all ask this.
 */
export function perguntaAplicavel(
  pergunta: { etapaId: number },
  respostas: readonly RespostaDada[],
  possuiCpt: boolean,
): boolean {
  if (pergunta.etapaId !== ETAPA_DECLARACAO.AceiteCPT) return true;
  return possuiCpt && algoDeclarado(respostas);
}
