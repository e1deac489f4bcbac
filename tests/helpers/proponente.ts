import { and, desc, eq } from 'drizzle-orm';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { MODELO_CODIGO } from '../../server/modules/proponente/codigo';
import type { TestApp } from './test-app';

/**
 * The applicant's way in, as the product offers it: CPF + birth date (validarAcesso), then the
 * one-time code sent to a registered contact, read where the product put it (the message log
 * row the worker delivers from). Returns the session cookie, verified.
 */
export async function sessaoProponente(
  t: TestApp,
  proposta: { id: number; cpf: string },
  token: string,
  dataNascimento: string,
  contato?: string,
): Promise<{ cookie: string; setCookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/proponenteDmz/validarAcesso',
    payload: { cpf: proposta.cpf, dataNascimento, token },
  });
  if (!res.json().success) throw new Error(`validarAcesso: ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0];
  const codigo = await pedirCodigo(t, proposta.id, token, cookie, contato);
  const confirmado = await t.app.inject({
    method: 'POST',
    url: '/api/proponenteDmz/codigo/confirmar',
    headers: { cookie },
    payload: { token, codigo },
  });
  if (confirmado.statusCode !== 200) throw new Error(`codigo/confirmar: ${confirmado.body}`);
  return { cookie, setCookie };
}

/** Asks for a code (to `contato`, else the first registered contact) and reads it back. */
export async function pedirCodigo(
  t: TestApp,
  propostaId: number,
  token: string,
  cookie: string,
  contato?: string,
): Promise<string> {
  const contatos = await t.app.inject({
    method: 'POST',
    url: '/api/proponenteDmz/codigo/contatos',
    headers: { cookie },
    payload: { token },
  });
  const escolhido = contato ?? (contatos.json().data as { id: string }[])[0]?.id;
  const enviado = await t.app.inject({
    method: 'POST',
    url: '/api/proponenteDmz/codigo/enviar',
    headers: { cookie },
    payload: { token, contato: escolhido },
  });
  if (enviado.statusCode !== 200) throw new Error(`codigo/enviar: ${enviado.body}`);
  return ultimoCodigo(t, propostaId);
}

/** The digits of the last code message of a proposal, as the SMS or e-mail carries them. */
export async function ultimoCodigo(t: TestApp, propostaId: number): Promise<string> {
  const [row] = await t.db
    .select({ conteudo: comunicacoesPropostasAdesao.conteudo })
    .from(comunicacoesPropostasAdesao)
    .where(
      and(
        eq(comunicacoesPropostasAdesao.propostaAdesaoId, propostaId),
        eq(comunicacoesPropostasAdesao.modelo, MODELO_CODIGO),
      ),
    )
    .orderBy(desc(comunicacoesPropostasAdesao.id))
    .limit(1);
  if (!row?.conteudo) throw new Error('Nenhum código enviado');
  return row.conteudo;
}
