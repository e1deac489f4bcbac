import {
  Dialog,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { textsOf } from '../providers/i18nProvider';

/** The shortcuts, as the '?' dialog lists them (each action's words: app.atalhos.<acao>). */
export const ATALHOS = [
  { tecla: '/', acao: 'pesquisa' },
  { tecla: 'j', acao: 'proxima' },
  { tecla: 'k', acao: 'anterior' },
  { tecla: 'Enter', acao: 'abrir' },
  { tecla: 'Esc', acao: 'fechar' },
  { tecla: '?', acao: 'ajuda' },
] as const;

/** Typing in a field, or a shortcut with a modifier, is not ours to take. */
function digitando(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const alvo = event.target as HTMLElement | null;
  if (!alvo) return false;
  return (
    alvo.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(alvo.tagName.toUpperCase())
  );
}

/** The list rows that take the focus (src/components/KeyboardRows.tsx). */
const linhas = () => [...document.querySelectorAll<HTMLElement>('main tbody tr[tabindex="0"]')];

function moverLinha(passo: 1 | -1) {
  const todas = linhas();
  if (!todas.length) return;
  const atual = todas.indexOf(document.activeElement as HTMLElement);
  const proxima =
    atual < 0
      ? passo === 1
        ? 0
        : todas.length - 1
      : Math.min(Math.max(atual + passo, 0), todas.length - 1);
  todas[proxima]!.focus();
}

function focarPesquisa(): boolean {
  const campo = document.querySelector<HTMLInputElement>(
    'main input[type="search"], main .ra-input-q input, main input[name="q"]',
  );
  if (!campo) return false;
  campo.focus();
  return true;
}

/**
 * Keyboard work in every staff area (issue 21): '/' to the list's search box, 'j'/'k' through the
 * rows (Enter opens, from KeyboardRows), '?' lists the shortcuts; Esc closes dialogs as MUI does.
 * Keys typed into a field are left alone.
 */
export function AtalhosTeclado() {
  const t = textsOf('app');
  const [ajuda, setAjuda] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || digitando(event)) return;
      if (event.key === '/' && focarPesquisa()) event.preventDefault();
      else if (event.key === 'j') moverLinha(1);
      else if (event.key === 'k') moverLinha(-1);
      else if (event.key === '?') setAjuda(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <Dialog open={ajuda} onClose={() => setAjuda(false)} aria-labelledby="atalhos-titulo">
      <DialogTitle id="atalhos-titulo">{t('atalhos.titulo')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {ATALHOS.map((atalho) => (
              <TableRow key={atalho.tecla}>
                <TableCell component="th" scope="row">
                  <kbd>{atalho.tecla}</kbd>
                </TableCell>
                <TableCell>{t(`atalhos.${atalho.acao}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
