import { Link, Typography, type TypographyProps } from '@mui/material';
import { Fragment } from 'react';

/** http(s) addresses in a message's text, up to the next space. */
const URL = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after an address belongs to the sentence, not to the link. */
const TRAILING = /[.,;:!?)\]]+$/;

export type Trecho = { texto: string } | { link: string };

/** The text cut into plain runs and links, in order (exported for its unit test). */
export function trechos(texto: string): Trecho[] {
  const out: Trecho[] = [];
  let last = 0;
  for (const match of texto.matchAll(URL)) {
    const link = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) out.push({ texto: texto.slice(last, start) });
    out.push({ link });
    last = start + link.length;
  }
  if (last < texto.length) out.push({ texto: texto.slice(last) });
  return out;
}

/** The distinct addresses of a text, in order. */
export function linksDe(texto: string): string[] {
  const links = trechos(texto).flatMap((t) => ('link' in t ? [t.link] : []));
  return [...new Set(links)];
}

/**
 * A kept message's text with its addresses as links, so a tester follows the link the product
 * sent. They open in a new tab: the administrator's screen stays where it was.
 */
export function TextoComLinks({ texto, ...props }: { texto: string } & TypographyProps) {
  return (
    <Typography variant="body2" {...props} sx={{ whiteSpace: 'pre-wrap', ...props.sx }}>
      {trechos(texto).map((trecho, i) =>
        'link' in trecho ? (
          <Link
            key={i}
            href={trecho.link}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {trecho.link}
          </Link>
        ) : (
          <Fragment key={i}>{trecho.texto}</Fragment>
        ),
      )}
    </Typography>
  );
}
