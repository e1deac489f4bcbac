import type { Catalog } from '../catalog';

export const arquivosPdf = {
  titulo: 'PDF file',
  tituloContrato: 'Plan contract (PDF)',
  nenhum: 'No PDF uploaded.',
  atual: 'Current file:',
  enviar: 'Upload PDF',
  substituir: 'Replace PDF',
  baixar: 'Download PDF',
  enviando: 'Uploading…',
  somentePdf: 'Choose a PDF file.',
  voltarPlano: 'Back to the plan',
  verContrato: 'Contract (PDF)',
  cadastradoEnvie: 'Record saved. Now upload the PDF.',
  enviado: 'PDF uploaded.',
} satisfies Catalog['arquivosPdf'];
