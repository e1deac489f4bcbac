/** What server/modules/dashboard/ answers: notices, refusals, validation messages. */
export const dashboard = {
  areaInvalida: 'Área inválida.',
  /** The supervisor's panel: pendencies by days in their current status (supervisor.ts). */
  faixasPendencia: {
    ate2: 'Até 2 dias',
    ate7: '3 a 7 dias',
    ate15: '8 a 15 dias',
    ate30: '16 a 30 dias',
    mais30: 'Mais de 30 dias',
  },
} as const;
