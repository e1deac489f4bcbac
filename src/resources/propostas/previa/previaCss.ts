/**
 * The list preview's style (PreviaDaLista), written into index.html beside the outline's
 * (scripts/build/appShell.ts): plain CSS, so the rows need neither Emotion nor MUI. Sizes and
 * colours are those of the list's DataTable (react-admin's small table, PropostaList's tighter
 * cell padding) and MUI's small chips, in the theme's palette (theme.ts), so react-admin's table
 * replaces it without the rows moving.
 */
const CORES: Record<string, [fundo: string, texto: string]> = {
  default: ['rgba(0,0,0,.08)', 'rgba(0,0,0,.87)'],
  primary: ['#2e7d32', '#fff'],
  secondary: ['#c0ca33', '#1b1b1b'],
  error: ['#d32f2f', '#fff'],
  info: ['#0277bd', '#fff'],
  success: ['#2e7d32', '#fff'],
  warning: ['#c2410c', '#fff'],
};

const chip = '.adesao-previa-chip';

export const PREVIA_CSS = [
  `.adesao-shell-card:has(.adesao-previa){height:auto;overflow:hidden}`,
  `.adesao-shell-card:has(.adesao-previa) .adesao-shell-head{display:none}`,
  // Not interactive: a click waits for react-admin's table (the pointer says so), it does not
  // land on a row that is about to be replaced.
  `.adesao-shell-card:has(.adesao-previa){cursor:progress}`,
  `.adesao-previa{pointer-events:none;width:100%;border-collapse:collapse;font:400 .875rem/1.43 Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.87)}`,
  `.adesao-previa th{font-weight:500;line-height:1.5rem;text-align:left}`,
  `.adesao-previa th span{display:inline-flex;align-items:center}`,
  `.adesao-previa th,.adesao-previa td{padding:6px 8px;border-bottom:1px solid #e0e0e0;vertical-align:middle}`,
  `.adesao-previa th:first-child:not(.adesao-previa-caixa),.adesao-previa td:first-child:not(.adesao-previa-caixa){padding-left:16px}`,
  `.adesao-previa .adesao-previa-caixa{padding:0 8px}`,
  `.adesao-previa-caixa i{display:block;width:18px;height:18px;margin:3px;border:2px solid rgba(0,0,0,.6);border-radius:2px;box-sizing:border-box}`,
  `.adesao-previa-seta{display:inline-block;flex-shrink:0;width:18px;margin:0 4px;font:normal 18px/1 sans-serif;color:rgba(0,0,0,.6);vertical-align:-2px}`,
  // The arrow is drawn by CSS, so the title's text stays the column's name.
  `.adesao-previa-seta[data-ordem="DESC"]::before{content:"↓"}.adesao-previa-seta[data-ordem="ASC"]::before{content:"↑"}`,
  `.adesao-previa-nowrap{white-space:nowrap}`,
  `.adesao-previa small{display:block;font-size:.75rem;line-height:1.66;color:rgba(0,0,0,.6)}`,
  `.adesao-previa-nome,.adesao-previa-linha,.adesao-previa-chips{display:inline-flex;align-items:center;gap:8px}`,
  `.adesao-previa-linha,.adesao-previa-chips{gap:4px;flex-wrap:wrap}`,
  `${chip}{display:inline-flex;align-items:center;height:24px;padding:0 8px;border-radius:16px;font-size:.8125rem;white-space:nowrap;box-sizing:border-box}`,
  `${chip} i{width:18px;height:18px;margin:0 0 0 -4px;padding-right:4px}`,
  ...Object.entries(CORES).map(
    ([cor, [fundo, texto]]) =>
      `${chip}[data-cor="${cor}"]{background:${fundo};color:${texto}}` +
      `${chip}[data-cor="${cor}"][data-contorno]{background:none;color:${cor === 'default' ? texto : fundo};border:1px solid ${cor === 'default' ? '#bdbdbd' : fundo};padding:0 7px}`,
  ),
  `@media (max-width:599.95px){.adesao-previa{display:none}}`,
].join('');
