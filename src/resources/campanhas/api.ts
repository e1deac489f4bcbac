import { textsOf } from '../../providers/i18nProvider';
import { publicCall, PublicCallError } from '../../providers/publicClient';

// The spec's failure messages are the catalogue's campanhas.falha*, read when the call fails
// (in the chosen language), never when this module is imported.

/**
 * Who answers: the applicant of the live session (her first name, for the greeting, and her id
 * in the answers), or null without a session (the dialog is not offered). Other failures throw
 * the spec's message.
 */
export async function obterUsuario(): Promise<{
  identificadorUsuario: string;
  nome: string;
} | null> {
  try {
    const { data } = await publicCall<{ identificadorUsuario: string; nome: string }>(
      'GET',
      '/api/campanhas/usuario',
    );
    return data;
  } catch (error) {
    if (error instanceof PublicCallError && error.status === 401) return null;
    throw new Error(textsOf('campanhas')('falhaNomeUsuario'));
  }
}

/**
 * The campaign to ask this user about (its id), or null when there is nothing to ask: the
 * server answers 409 then, and the client stays silent (spec section 8). Other failures throw
 * the spec's message.
 */
export async function obterCampanha(
  alvoId: string,
  processoId: string,
  identificadorUsuario: string,
): Promise<number | null> {
  try {
    const { data } = await publicCall<number>(
      'GET',
      `/api/campanhas/alvo/${encodeURIComponent(alvoId)}/processo/${encodeURIComponent(processoId)}?identificadorUsuario=${encodeURIComponent(identificadorUsuario)}`,
    );
    return data;
  } catch (error) {
    if (error instanceof PublicCallError && error.status === 409) return null;
    throw new Error(textsOf('campanhas')('falhaCampanha'));
  }
}

export interface RespostaCampanha {
  campanhaId: number;
  processoId: string;
  identificadorUsuario: string;
  /** The rating, sent as a string (spec). */
  valor: string;
  comentario: string;
  alvoId: string;
}

/** Registers the answer; a failure throws the server's first message, or the spec's. */
export async function responderCampanha(resposta: RespostaCampanha): Promise<void> {
  try {
    await publicCall<null>('POST', '/api/campanhas/resposta', resposta);
  } catch (error) {
    const message = error instanceof PublicCallError ? error.messages[0] : undefined;
    throw new Error(message || textsOf('campanhas')('falhaResposta'));
  }
}
