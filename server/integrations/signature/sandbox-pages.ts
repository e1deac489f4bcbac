import { formatDataHora } from '../../../src/domain/time';
import type { SignatarioEnvelope } from './contract';

/**
 * The signer's pages of the e-signature sandbox, in pt-BR: what the e-mailed link opens on a
 * demo machine. Plain HTML forms (no script), posted as application/x-www-form-urlencoded, the
 * way a browser sends them.
 */

/** The name of the form's agreement box; a browser sends `aceite=on` when it is ticked. */
export const CAMPO_ACEITE = 'aceite';
export const ACEITE_OBRIGATORIO = 'Marque a caixa de concordância para assinar o contrato.';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pagina(titulo: string, corpo: string): string {
  return `<!doctype html><html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titulo)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5">
<p style="color:#666;font-size:13px">Assinatura eletrônica — ambiente de testes</p>
${corpo}
</body></html>`;
}

interface Contexto {
  signer: SignatarioEnvelope;
  documento: string;
  /** Address of the contract's PDF, for reading before signing. */
  documentoUrl: string;
}

/** The signing page: the contract to read, the agreement box and 'Assinar contrato'. */
export function paginaAssinatura({ signer, documento, documentoUrl }: Contexto, erro?: string) {
  const aviso = erro
    ? `<p role="alert" style="color:#b00020"><strong>${escapeHtml(erro)}</strong></p>`
    : '';
  return pagina(
    'Assinatura do contrato',
    `<h1>Assinatura do contrato</h1>
<p>Olá, ${escapeHtml(signer.nome)}. Leia o contrato e, se estiver de acordo, assine-o eletronicamente.</p>
<p><a href="${escapeHtml(documentoUrl)}" target="_blank" rel="noopener">Ler o contrato (${escapeHtml(documento)})</a></p>
${aviso}
<form method="post">
<p><label><input type="checkbox" name="${CAMPO_ACEITE}"> Li o contrato e concordo em assiná-lo eletronicamente.</label></p>
<button type="submit">Assinar contrato</button>
</form>`,
  );
}

/** What the signer sees once the signature is recorded (and on every later visit). */
export function paginaConfirmacao({ signer, documento }: Contexto) {
  return pagina(
    'Contrato assinado',
    `<h1>Contrato assinado</h1>
<p>${escapeHtml(signer.nome)}, sua assinatura do contrato ${escapeHtml(documento)} foi registrada em ${escapeHtml(formatDataHora(signer.assinadoEm))}.</p>
<p>Você já pode fechar esta página.</p>`,
  );
}

/** A signer whose envelope was cancelled, or a link that names no signer. */
export function paginaIndisponivel(mensagem: string) {
  return pagina(
    'Assinatura do contrato',
    `<h1>Assinatura do contrato</h1><p>${escapeHtml(mensagem)}</p>`,
  );
}
