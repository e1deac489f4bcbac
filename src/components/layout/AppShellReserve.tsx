import { useTranslate } from 'react-admin';
import { APP_SHELL_MARKUP } from './appShell';

/** The outline of index.html, shown always (React only renders this on an area's address). */
const ALWAYS = APP_SHELL_MARKUP.replace(
  'class="adesao-shell"',
  'class="adesao-shell adesao-shell-always"',
);

/**
 * What an area draws while its code, the session or react-admin's start-up check is on its
 * way: the same outline index.html drew before the scripts ran (appShell.ts), so the page goes
 * from outline to screen without a blank or a spinner in between. Its style comes with
 * index.html. For assistive technology it is a status saying 'Carregando...'.
 */
export function AppShellReserve() {
  const translate = useTranslate();
  return (
    <div role="status">
      <span style={VISUALLY_HIDDEN}>{translate('propostas.carregando')}</span>
      <div dangerouslySetInnerHTML={{ __html: ALWAYS }} />
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
