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
<p style="margin:32px 0 0;font-size:12px;color:#6b756b">Mensagem automática do Adesão. Não responda a este e-mail.</p>
</div>
</body>
</html>`;
}
