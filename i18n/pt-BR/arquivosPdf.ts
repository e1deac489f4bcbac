/** The registries' PDF section (plan contract, addendum, sales table). */
export const arquivosPdf = {
  titulo: 'Arquivo PDF',
  tituloContrato: 'Contrato do plano (PDF)',
  nenhum: 'Nenhum PDF enviado.',
  atual: 'Arquivo atual:',
  enviar: 'Enviar PDF',
  substituir: 'Substituir PDF',
  baixar: 'Baixar PDF',
  enviando: 'Enviando…',
  somentePdf: 'Selecione um arquivo PDF.',
  voltarPlano: 'Voltar ao plano',
  verContrato: 'Contrato (PDF)',
  cadastradoEnvie: 'Cadastro salvo. Envie agora o PDF.',
  enviado: 'PDF enviado com sucesso!',
} as const;
