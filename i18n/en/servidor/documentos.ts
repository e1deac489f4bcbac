import type { Catalog } from '../../catalog';

export const documentos = {
  nenhumRegistro: 'No records.',
  documentoAnexadoSucesso: 'Document attached successfully!',
} satisfies Catalog['servidor']['documentos'];
