/**
 * Business constants and limits (section 9 of both documents). One place, so the client's
 * inputs and the server's checks cannot drift apart.
 */
export const APP_VERSION = '2.5.55';

/** Header values every SPA request carries (AppName / AppVersion). */
export const APP_NAME = 'ComercialWeb';

/** OAuth client id of the SPA (docs/decisions/0010-password-grant-first-party.md). */
export const OAUTH_CLIENT_ID = 'comercial-web';

export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT = { field: 'numeroContrato', order: 'DESC' } as const;
export const SEARCH_DEBOUNCE_MS = 2000;

/** Session: the token counts as expired at half its lifetime; a check runs every 5 minutes. */
export const TOKEN_EXPIRY_RATIO = 0.5;
export const TOKEN_CHECK_INTERVAL_MS = 300000;

export const OBSERVATION_MAX = 1000;
export const PENDENCY_RESOLUTION_MIN = 8;
/** The nurse pendency text shares 508 characters with the chosen reason. */
export const NURSE_PENDENCY_TEXT_MAX = 508;
export const NURSE_PENDENCY_TEXT_MIN = 8;
/** Older dates do not fit the legacy datetime columns (SQL Server's 1753 floor). */
export const MIN_FILTER_YEAR = 1753;

/** Initial list filter: creation date from 90 days ago to today. */
export const INITIAL_FILTER_DAYS = 90;
/** Longest report period, in years. */
export const REPORT_MAX_PERIOD_YEARS = 1;

/** Default appointment department (setor) and the feedback dialog thresholds. */
export const DEFAULT_APPOINTMENT_SETOR = 1;
export const FEEDBACK_MAX_STARS = 5;
export const FEEDBACK_GOOD_RATING = 4;
export const FEEDBACK_COMMENT_MIN = 8;

/** Screen shell. */
export const DRAWER_WIDTH = 290;
export const DIALOG_MAX_WIDTH = 550;
export const MAX_NOTIFICATIONS = 5;

/** react-query / event key used to refresh one proposal everywhere it is shown. */
export function atualizarPropostaKey(id: number | string): string {
  return `atualizar-proposta-${id}`;
}

/** Text remaining before the nurse pendency limit, given the chosen reason. */
export function nursePendencyTextMax(motivo: string | null | undefined): number {
  return Math.max(0, NURSE_PENDENCY_TEXT_MAX - (motivo ?? '').length);
}

/** Continue is enabled only with a reason chosen and at least 8 characters of text. */
export function canSubmitNursePendency(motivo: string | null | undefined, texto: string): boolean {
  const trimmed = texto.trim();
  return (
    Boolean(motivo) &&
    trimmed.length >= NURSE_PENDENCY_TEXT_MIN &&
    texto.length <= nursePendencyTextMax(motivo)
  );
}

/** Continuar of the resolve-pendency dialog needs a reason of 8 characters or more. */
export function canResolvePendency(resolucao: string): boolean {
  return resolucao.trim().length >= PENDENCY_RESOLUTION_MIN;
}

/** Observation input is cut at the limit rather than rejected. */
export function clampObservation(text: string): string {
  return text.slice(0, OBSERVATION_MAX);
}

/** Counter under the observation input: 'N Caracteres restantes' or 'Limite de caracteres atingido'. */
export function observationCounterText(text: string): string {
  const remaining = OBSERVATION_MAX - text.length;
  return remaining > 0 ? `${remaining} Caracteres restantes` : 'Limite de caracteres atingido';
}

/** Feedback send is disabled when the rating is below 4 and the comment is under 8 characters. */
export function isFeedbackSendDisabled(rating: number, comment: string): boolean {
  return rating < FEEDBACK_GOOD_RATING && comment.trim().length < FEEDBACK_COMMENT_MIN;
}

/** Feedback dialog stage by rating: 0 initial ask, 1-3 asks the reason, 4-5 asks suggestions. */
export function feedbackStage(rating: number): 'inicial' | 'motivo' | 'sugestao' {
  if (rating <= 0) return 'inicial';
  return rating < FEEDBACK_GOOD_RATING ? 'motivo' : 'sugestao';
}

/** The moment a token counts as expired: issue time plus half of expires_in (seconds). */
export function tokenExpiresOn(issuedAt: Date, expiresInSeconds: number): Date {
  return new Date(issuedAt.getTime() + expiresInSeconds * 1000 * TOKEN_EXPIRY_RATIO);
}
