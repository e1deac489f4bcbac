/**
 * The reads of health data that the sensitive-data access log records and the health manager
 * searches (LGPD): the log's action code and the label people see.
 */
export const ACESSOS_SAUDE = {
  'declaracao.leitura': 'Leitura da declaração de saúde',
  'pecfast.leitura': 'Leitura do PecFast',
  'videos.leitura': 'Consulta dos vídeos',
  'video.leitura': 'Reprodução de vídeo',
  'anotacoes.leitura': 'Leitura das anotações da enfermagem',
  'selfie.leitura': 'Visualização da selfie',
  'documento.leitura': 'Leitura de documento',
  'documentos.zip': 'Download dos documentos (ZIP)',
  'dossie.geracao': 'Geração do dossiê',
} as const;

export type AcaoSaude = keyof typeof ACESSOS_SAUDE;
export const ACOES_SAUDE = Object.keys(ACESSOS_SAUDE) as AcaoSaude[];
