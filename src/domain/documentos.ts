/**
 * Kinds of document attached to a proposal. `slug` is the {tipo} of
 * POST api/adesao/{id}/documento/{tipo}/anexar (the numeric id is accepted too); people see `nome`.
 */
export const TIPOS_DOCUMENTO = [
  { id: 1, slug: 'identidade', nome: 'Documento de identidade' },
  { id: 2, slug: 'comprovante-residencia', nome: 'Comprovante de residência' },
  { id: 3, slug: 'carta-portabilidade', nome: 'Carta de portabilidade' },
  { id: 4, slug: 'contrato-assinado', nome: 'Contrato assinado' },
  { id: 5, slug: 'outros', nome: 'Outros' },
] as const;

export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export function tipoDocumento(tipo: string | number): TipoDocumento | undefined {
  const text = String(tipo).trim().toLowerCase();
  return TIPOS_DOCUMENTO.find((t) => t.slug === text || String(t.id) === text);
}

export function tipoDocumentoNome(id: number): string {
  return TIPOS_DOCUMENTO.find((t) => t.id === id)?.nome ?? 'Outros';
}

/** The only files accepted, by content; each with the extensions its name may carry. */
export const FORMATOS_DOCUMENTO = [
  { mime: 'application/pdf', extensoes: ['pdf'] },
  { mime: 'image/jpeg', extensoes: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensoes: ['png'] },
] as const;

export const ACCEPT_DOCUMENTO: Record<string, string[]> = Object.fromEntries(
  FORMATOS_DOCUMENTO.map((f) => [f.mime, f.extensoes.map((e) => `.${e}`)]),
);

export const DOCUMENTO_FORMATO_INVALIDO =
  'Formato de arquivo não permitido. Envie um arquivo PDF, JPEG ou PNG.';
export const DOCUMENTO_CONTEUDO_DIVERGENTE =
  'O conteúdo do arquivo não corresponde à sua extensão. Envie um arquivo PDF, JPEG ou PNG válido.';
export const documentoTamanhoExcedido = (maxMb: number) =>
  `O arquivo excede o tamanho máximo de ${maxMb} MB.`;
export const DOCUMENTO_VAZIO = 'Selecione um arquivo para anexar.';
export const TIPO_DOCUMENTO_INVALIDO = 'Tipo de documento inválido.';
export const DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado.';
export const SELFIE_NAO_ENCONTRADA = 'Selfie não encontrada.';

/** A download name without path parts, control or header-breaking characters. */
export function nomeArquivoSeguro(nome: string, fallback = 'documento'): string {
  const base = nome.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || fallback;
}

export function extensaoDe(nome: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(nome);
  return match ? match[1].toLowerCase() : '';
}
