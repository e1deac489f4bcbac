import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { salaAbre } from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { linksCurtos, salasVideo } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { queueMessage } from '../comunicacoes/service';
import { loadVisible } from '../propostas/detail-service';

export const MODELO_CONVITE = 'convite-video';
export const SALA_FORA_DA_AVALIACAO = 'A sala de vídeo só abre durante a avaliação de saúde.';
export const LINK_DESCONHECIDO = 'O link informado não é de uma sala desta proposta.';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A short code for /l/{code}: 8 URL-safe characters, retried on the rare collision. */
async function encurtar(tx: Executor, url: string, propostaAdesaoId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const codigo = token(6);
    const inserted = await tx
      .insert(linksCurtos)
      .values({ codigo, url, propostaAdesaoId })
      .onConflictDoNothing()
      .returning({ codigo: linksCurtos.codigo });
    if (inserted.length) return codigo;
  }
  throw conflict('Não foi possível gerar o link curto; tente novamente.');
}

async function convidar(
  tx: Executor,
  user: CurrentUser,
  propostaAdesaoId: number,
  link: string,
  celulares: readonly string[],
  email?: string | null,
) {
  const autor = { id: user.id, nome: user.nome };
  for (const destino of new Set(celulares)) {
    await queueMessage(tx, {
      propostaAdesaoId,
      canal: 'sms',
      destino,
      modelo: MODELO_CONVITE,
      link,
      autor,
    });
  }
  if (email) {
    await queueMessage(tx, {
      propostaAdesaoId,
      canal: 'email',
      destino: email,
      modelo: MODELO_CONVITE,
      link,
      autor,
    });
  }
}

/**
 * POST api/enfermeiro/{id}/abrirSala: opens a room for the proposal and invites the chosen
 * phones by SMS (through the outbox, in the same transaction). The applicant's address goes
 * out shortened; the nurse's opens the room page of the nurse area.
 */
export async function abrirSala(
  db: Database,
  user: CurrentUser,
  id: number,
  numerosCelular: readonly string[],
  publicUrl: string,
) {
  const proposta = await loadVisible(db, user, id);
  // The statuses the nurse's screen offers 'Iniciar atendimento' in (src/domain/nurseScreen.ts).
  if (!salaAbre(proposta.situacaoPropostaAdesaoId)) {
    throw conflict(SALA_FORA_DA_AVALIACAO);
  }
  return db.transaction(async (tx) => {
    const tokenBeneficiario = token(24);
    const [sala] = await tx
      .insert(salasVideo)
      .values({ propostaAdesaoId: id, tokenBeneficiario, enfermeiroId: user.id })
      .returning({ id: salasVideo.id });
    const urlBeneficiario = `${publicUrl}/sala-video/${tokenBeneficiario}`;
    const urlBeneficiarioEncurtada = `${publicUrl}/l/${await encurtar(tx, urlBeneficiario, id)}`;
    await convidar(tx, user, id, urlBeneficiarioEncurtada, numerosCelular);
    return {
      urlBeneficiarioEncurtada,
      urlBeneficiario,
      urlEnfermeiro: `${publicUrl}/enfermeiro-avaliador/sala-video/${sala.id}`,
    };
  });
}

/**
 * POST api/enfermeiro/reenviar/link: sends a room's link again to the chosen phones and,
 * optionally, an e-mail. The link must be one this proposal's rooms gave out (never an
 * arbitrary address sent in the product's name).
 */
export async function reenviarConvite(
  db: Database,
  user: CurrentUser,
  input: {
    propostaAdesaoId: number;
    celulares: string[];
    linkSalaVideo: string;
    email?: string | null;
  },
  publicUrl: string,
) {
  const id = input.propostaAdesaoId;
  await loadVisible(db, user, id);
  if (!input.celulares.length && !input.email) {
    throw badRequest('Informe ao menos um celular ou um e-mail.');
  }
  const link = input.linkSalaVideo.trim();
  const codigo = link.startsWith(`${publicUrl}/l/`) ? link.slice(`${publicUrl}/l/`.length) : null;
  const tokenSala = link.startsWith(`${publicUrl}/sala-video/`)
    ? link.slice(`${publicUrl}/sala-video/`.length)
    : null;
  const [conhecido] = codigo
    ? await db
        .select({ codigo: linksCurtos.codigo })
        .from(linksCurtos)
        .where(and(eq(linksCurtos.codigo, codigo), eq(linksCurtos.propostaAdesaoId, id)))
    : tokenSala
      ? await db
          .select({ id: salasVideo.id })
          .from(salasVideo)
          .where(
            and(eq(salasVideo.propostaAdesaoId, id), eq(salasVideo.tokenBeneficiario, tokenSala)),
          )
      : [];
  if (!conhecido) throw badRequest(LINK_DESCONHECIDO);
  await db.transaction((tx) => convidar(tx, user, id, link, input.celulares, input.email));
  return { message: 'Convite reenviado' };
}

/** GET /l/{codigo}: the full address, or null for an unknown code. */
export async function resolverLinkCurto(db: Executor, codigo: string): Promise<string | null> {
  const [row] = await db
    .select({ url: linksCurtos.url })
    .from(linksCurtos)
    .where(eq(linksCurtos.codigo, codigo));
  return row?.url ?? null;
}
