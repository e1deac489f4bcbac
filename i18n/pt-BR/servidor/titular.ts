/** What server/modules/titular/ writes: the personal-data export (LGPD, art. 18). */
export const titular = {
  dossieTitulo: 'Dados pessoais do titular (LGPD, art. 18)',
} as const;
