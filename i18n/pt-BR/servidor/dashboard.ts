/** What server/modules/dashboard/ answers: notices, refusals, validation messages. */
export const dashboard = {
  areaInvalida: 'Área inválida.',
} as const;
