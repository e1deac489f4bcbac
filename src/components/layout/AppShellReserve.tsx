import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { PreviaDaLista } from '../../resources/propostas/previa/PreviaDaLista';
import { APP_SHELL_MARKUP } from './appShell';

/** The outline of index.html, shown always (React only renders this on an area's address). */
const ALWAYS = APP_SHELL_MARKUP.replace(
  'class="adesao-shell"',
  'class="adesao-shell adesao-shell-always"',
);

/**
 * What an area draws while its code, the session or react-admin's start-up check is on its
 * way: the same outline index.html drew before the scripts ran (appShell.ts), so the page goes
 * from outline to screen without a blank or a spinner in between, and, on a proposal list's
 * address, that list's first page in the outline's card as soon as it is here (PreviaDaLista,
 * docs/decisions/0183-list-preview.md). Its style comes with index.html. For assistive
 * technology it is a status saying 'Carregando...'.
 */
export function AppShellReserve() {
  const translate = useTranslate();
  const outline = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<Element | null>(null);
  // The outline is markup from a string (one source with index.html): the preview goes into
  // its card once it is in the document.
  useLayoutEffect(() => {
    setCard(outline.current?.querySelector('.adesao-shell-card') ?? null);
  }, []);
  return (
    <div role="status">
      <span style={VISUALLY_HIDDEN}>{translate('propostas.carregando')}</span>
      <div ref={outline} dangerouslySetInnerHTML={{ __html: ALWAYS }} />
      {card ? createPortal(<PreviaDaLista />, card) : null}
    </div>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
