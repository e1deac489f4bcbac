import type { Catalog } from '../catalog';

export const titular = {
  explicacao:
    "Gathers everything the system holds about a policyholder (proposals, dependants, histories, documents, declarations and accesses) into a ZIP file with the data as JSON and PDF, to answer the policyholder's request (LGPD, art. 18). Each export is recorded.",
  cpf: "Policyholder's CPF",
  exportar: 'Export data',
  exportando: 'Exporting…',
  baixar: 'Download ZIP',
  pronta: 'Export ready.',
} satisfies Catalog['titular'];
