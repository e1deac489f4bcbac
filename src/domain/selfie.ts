/**
 * The applicant's selfie (taken in the public applicant area, looked at by the nurse before the
 * video call). Shared by the server's check and the applicant's page, so both speak alike.
 */

/** The photo formats accepted, decided by the file's bytes (a phone camera gives one of them). */
export const SELFIE_FORMATOS = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The largest photo accepted. The page shrinks the photo before sending (a few hundred KB), so
 * this only bounds a phone that sends the camera's original (a 12 MP JPEG is 3 to 5 MB).
 */
export const SELFIE_TAMANHO_MAXIMO_MB = 8;

export const SELFIE_VAZIA = 'Tire ou escolha uma foto para enviar.';
export const SELFIE_FORMATO_INVALIDO =
  'Formato de imagem não permitido. Envie uma foto JPEG, PNG ou WebP.';
export const SELFIE_TAMANHO_EXCEDIDO = `A foto excede o tamanho máximo de ${SELFIE_TAMANHO_MAXIMO_MB} MB. Tire outra foto ou escolha uma menor.`;
export const SELFIE_FORA_DO_PRAZO =
  'A selfie só pode ser enviada antes da avaliação de enfermagem.';
export const SELFIE_ENVIADA = 'Selfie enviada com sucesso!';

/** Who the deletion log names when the applicant replaced her own selfie with a new one. */
export const SELFIE_SUBSTITUIDA_POR = 'Proponente (nova selfie)';

/** The download name of a selfie, by its format. */
export function nomeArquivoSelfie(contentType: string): string {
  const extensao =
    contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
  return `selfie.${extensao}`;
}
