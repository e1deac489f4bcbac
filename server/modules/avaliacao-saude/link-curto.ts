import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linksCurtos } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { motivoRecusa, salaPorToken } from './sala-acesso';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const LINK_CURTO_DESCONHECIDO = servidor.avaliacaoSaude.linkNaoEncontrado;

/**
 * GET /l/{codigo}: the room's full address while the room admits the applicant. A closed or
 * expired room, or one whose proposal left the assessment, answers why (410/409) instead of
 * redirecting: the SMS link must stop opening anything once the appointment is over.
 */
export async function resolverLinkCurto(db: Executor, codigo: string): Promise<string> {
  const [row] = await db
    .select({ url: linksCurtos.url })
    .from(linksCurtos)
    .where(eq(linksCurtos.codigo, codigo));
  if (!row) throw notFound(LINK_CURTO_DESCONHECIDO);
  const token = row.url.split('/sala-video/')[1];
  const sala = token ? await salaPorToken(db, token) : null;
  if (!sala) throw notFound(LINK_CURTO_DESCONHECIDO);
  const recusa = await motivoRecusa(db, sala);
  if (recusa) throw recusa;
  return row.url;
}

/** The refusal as a page for the applicant's phone: pt-BR, no script, nothing to leak. */
export function paginaDeRecusa(error: HttpError): string {
  const mensagem = error.messages.join(' ').replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atendimento por vídeo</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1 style="font-size: 1.4rem">Atendimento por vídeo</h1>
<p>${mensagem}</p>
</body></html>
`;
}
