import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';

const T = servidor.emails;

/** Escapes text for HTML: names come from user input. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shared frame of every e-mail: brand colour, pt-BR, readable without images. */
export function htmlLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#2e7d32">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#6b756b">${escapeHtml(T.rodape)}</p>
</div>
</body>
</html>`;
}

/** The greeting every e-mail opens with ('Olá, Ana!'), as text. */
export function saudacao(nome: string): string {
  return format(T.saudacao, { nome });
}

/** The e-mail's button to a link and the address spelled out for when the button fails. */
export function botaoHtml(link: string, rotulo: string): string {
  const href = escapeHtml(link);
  return `<p style="margin:24px 0"><a href="${href}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(rotulo)}</a></p>
<p>${escapeHtml(T.botaoNaoFunciona)}<br><a href="${href}">${href}</a></p>`;
}
