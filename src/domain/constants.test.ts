import {
  APP_VERSION,
  atualizarPropostaKey,
  canResolvePendency,
  canSubmitNursePendency,
  clampObservation,
  DEFAULT_PAGE_SIZE,
  feedbackStage,
  isFeedbackSendDisabled,
  MIN_FILTER_YEAR,
  NURSE_PENDENCY_TEXT_MAX,
  nursePendencyTextMax,
  OBSERVATION_MAX,
  observationCounterText,
  PAGE_SIZES,
  PENDENCY_RESOLUTION_MIN,
  SEARCH_DEBOUNCE_MS,
  TOKEN_CHECK_INTERVAL_MS,
  tokenExpiresOn,
} from './constants';

describe('business constants', () => {
  it('hold the values of section 9', () => {
    expect(APP_VERSION).toBe('2.5.55');
    expect(PAGE_SIZES).toEqual([5, 10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toBe(2000);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(300000);
    expect(OBSERVATION_MAX).toBe(1000);
    expect(PENDENCY_RESOLUTION_MIN).toBe(8);
    expect(NURSE_PENDENCY_TEXT_MAX).toBe(508);
    expect(MIN_FILTER_YEAR).toBe(1753);
  });

  it('build the proposal update key from the id', () => {
    expect(atualizarPropostaKey(42)).toBe('atualizar-proposta-42');
    expect(atualizarPropostaKey('7')).toBe('atualizar-proposta-7');
  });

  it('treat the token as expired at half its lifetime', () => {
    expect(tokenExpiresOn(new Date(0), 3600).getTime()).toBe(1800 * 1000);
  });
});

describe('observation input', () => {
  it('cuts text at 1000 characters', () => {
    expect(clampObservation('a'.repeat(1200))).toHaveLength(1000);
    expect(clampObservation('curta')).toBe('curta');
  });

  it('counts remaining characters and says when the limit is reached', () => {
    expect(observationCounterText('')).toBe('1000 Caracteres restantes');
    expect(observationCounterText('a'.repeat(999))).toBe('1 Caracteres restantes');
    expect(observationCounterText('a'.repeat(1000))).toBe('Limite de caracteres atingido');
  });
});

describe('pendency dialogs', () => {
  it('enable Continuar of the resolve dialog from 8 characters', () => {
    expect(canResolvePendency('1234567')).toBe(false);
    expect(canResolvePendency('  1234567  ')).toBe(false);
    expect(canResolvePendency('12345678')).toBe(true);
  });

  it('leave the nurse 508 characters minus the reason', () => {
    expect(nursePendencyTextMax('Cliente indisponível')).toBe(508 - 20);
    expect(nursePendencyTextMax(null)).toBe(508);
    expect(nursePendencyTextMax('x'.repeat(600))).toBe(0);
  });

  it('enable the nurse pendency only with a reason and 8 to the limit characters', () => {
    expect(canSubmitNursePendency('Sem contato telefônico', 'ligar depois')).toBe(true);
    expect(canSubmitNursePendency('', 'ligar depois')).toBe(false);
    expect(canSubmitNursePendency('Sem contato telefônico', 'curto')).toBe(false);
    expect(canSubmitNursePendency('x'.repeat(500), 'a'.repeat(9))).toBe(false);
  });
});

describe('feedback dialog', () => {
  it('disable sending a low rating without an 8-character comment', () => {
    expect(isFeedbackSendDisabled(3, 'ruim')).toBe(true);
    expect(isFeedbackSendDisabled(3, 'demorou muito')).toBe(false);
    expect(isFeedbackSendDisabled(4, '')).toBe(false);
  });

  it('ask first, then the reason for 1 to 3 stars, then suggestions for 4 and 5', () => {
    expect(feedbackStage(0)).toBe('inicial');
    expect(feedbackStage(2)).toBe('motivo');
    expect(feedbackStage(3)).toBe('motivo');
    expect(feedbackStage(4)).toBe('sugestao');
    expect(feedbackStage(5)).toBe('sugestao');
  });
});
