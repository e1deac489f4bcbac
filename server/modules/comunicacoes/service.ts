import { asc, desc, eq } from 'drizzle-orm';
import {
  CANAIS_ENVIO,
  canResendLink,
  nomeDaSituacao,
  LINK_PROPONENTE_POR_TIPO,
  LINKS_PROPONENTE,
  type CanalEnvio,
  type TipoLinkProponente,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  comunicacoesPropostasAdesao,
  propostaAdesaoContatos,
  propostasAdesao,
} from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { enqueue } from '../outbox/enqueue';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

/** Channel keys, in the order of the domain's CANAIS_ENVIO (the route's enum). */
export const CANAIS = CANAIS_ENVIO.map((canal) => canal.key);
export type Canal = CanalEnvio;

/**
 * The four resend-link messages (spec 1, section 1) come from the domain's LINKS_PROPONENTE:
 * template (`modelo`), name (`label`) and the statuses where resending makes sense. The links of
 * the queue, signature and app evaluation belong to the outside services (video platform,
 * e-signature, the app): the delivery worker asks each adapter for its link; only the
 * purchase-intent term is our own page (/mpa/{token}).
 */
export const MODELOS = LINK_PROPONENTE_POR_TIPO;
export type TipoReenvio = TipoLinkProponente;
export const TIPOS_REENVIO = LINKS_PROPONENTE.map((link) => link.tipo);

export const MODELO_COMUNICADO = {
  modelo: 'comunicado',
  nome: servidor.comunicacoes.modelos.comunicado,
} as const;

const NOMES_MODELO: Record<string, string> = {
  ...Object.fromEntries(LINKS_PROPONENTE.map((link) => [link.modelo, link.label])),
  [MODELO_COMUNICADO.modelo]: MODELO_COMUNICADO.nome,
  'codigo-acesso': servidor.comunicacoes.modelos.codigoAcesso,
};

/** The log tells the truth about delivery: 'pendente' until the worker reports otherwise. */
export const STATUS_ENVIO: Record<string, string> = servidor.comunicacoes.situacoesEnvio;

export const SEM_TELEFONE = ptBR.avaliacaoSaude.semTelefone;
export const SEM_EMAIL = servidor.comunicacoes.semEmail;

export interface Autor {
  id: number | null;
  nome: string;
}

export interface NovaMensagem {
  propostaAdesaoId: number;
  canal: Canal;
  destino: string;
  modelo: string;
  assunto?: string | null;
  conteudo?: string | null;
  link?: string | null;
  autor: Autor;
  /** Not before this moment (a reminder); default: at once. */
  notBefore?: Date;
  /** What the message is about (e.g. 'agendamento:12'), kept in the outbox payload to find it. */
  referencia?: string;
}

/**
 * Logs a message as 'pendente' and puts it in the outbox, in the caller's transaction. The
 * outbox payload only points at the log row: destination and text stay out of the queue.
 */
export async function queueMessage(tx: Executor, message: NovaMensagem) {
  const [log] = await tx
    .insert(comunicacoesPropostasAdesao)
    .values({
      propostaAdesaoId: message.propostaAdesaoId,
      canal: message.canal,
      destino: message.destino,
      modelo: message.modelo,
      assunto: message.assunto ?? null,
      conteudo: message.conteudo ?? null,
      link: message.link ?? null,
      usuarioId: message.autor.id,
      usuario: message.autor.nome,
    })
    .returning({ id: comunicacoesPropostasAdesao.id });
  const outboxId = await enqueue(tx, {
    topic: 'comunicacao.enviar',
    payload: {
      comunicacaoId: log.id,
      propostaId: message.propostaAdesaoId,
      canal: message.canal,
      modelo: message.modelo,
      ...(message.referencia ? { referencia: message.referencia } : {}),
    },
    idempotencyKey: `comunicacao:${log.id}`,
    propostaId: message.propostaAdesaoId,
    notBefore: message.notBefore,
  });
  await tx
    .update(comunicacoesPropostasAdesao)
    .set({ outboxId })
    .where(eq(comunicacoesPropostasAdesao.id, log.id));
  return { id: log.id, outboxId };
}

export const DESTINO_NAO_CADASTRADO = servidor.comunicacoes.destinoNaoCadastrado;

/** The contacts a proposal's messages may go to (its e-mail, its phones in their order). */
async function contatosProprios(tx: Executor, propostaId: number) {
  const [proposta] = await tx
    .select({ email: propostasAdesao.email, titularId: propostasAdesao.propostaTitularId })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaId));
  const telefones = await tx
    .select({ telefone: propostaAdesaoContatos.telefone })
    .from(propostaAdesaoContatos)
    .where(eq(propostaAdesaoContatos.propostaAdesaoId, propostaId))
    .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id));
  return {
    email: proposta?.email?.trim() || null,
    telefones: telefones.map((t) => t.telefone),
    titularId: proposta?.titularId ?? null,
  };
}

/**
 * Where this proposal's messages may go: its own contacts; a dependant registered without any (a
 * child, say) uses the holder's, where the family's term went and the one-time code goes
 * (docs/decisions/0121-resend-links-audited.md). The screen names the holder's contacts as hers
 * before anything is sent.
 */
export async function contatosParaEnvio(tx: Executor, propostaId: number) {
  const proprios = await contatosProprios(tx, propostaId);
  if (proprios.email || proprios.telefones.length || !proprios.titularId) {
    return { email: proprios.email, telefones: proprios.telefones, doTitular: false };
  }
  const titular = await contatosProprios(tx, proprios.titularId);
  return { email: titular.email, telefones: titular.telefones, doTitular: true };
}

/**
 * Where a message of this channel goes: one of the proposal's registered contacts (its e-mail,
 * a phone of its contact list), by default the first; for a dependant without any, the
 * holder's. Never an address typed at the moment: a link sent to one would let whoever typed it
 * act as the applicant; a new phone goes through 'Adicionar contato', which the history records.
 * `destino` is already normalised.
 */
export async function resolveDestino(
  tx: Executor,
  propostaId: number,
  canal: Canal,
  destino?: string | null,
): Promise<string> {
  const { email, telefones } = await contatosParaEnvio(tx, propostaId);
  if (destino) {
    const cadastrado =
      canal === 'email' ? email?.toLowerCase() === destino : telefones.includes(destino);
    if (!cadastrado) throw badRequest(DESTINO_NAO_CADASTRADO);
    return canal === 'email' ? email! : destino;
  }
  if (canal === 'email') {
    if (!email) throw badRequest(SEM_EMAIL);
    return email;
  }
  if (!telefones.length) throw badRequest(SEM_TELEFONE);
  return telefones[0];
}

/** Why a dependant's proposal has no such link: the family's go to the holder. */
export const SO_DO_TITULAR: Partial<Record<TipoReenvio, string>> = {
  termo: servidor.comunicacoes.termoVaiAoTitular,
  assinatura: servidor.comunicacoes.contratoAssinadoPeloTitular,
};

export function assertResendAllowed(
  tipo: TipoReenvio,
  proposta: { situacaoPropostaAdesaoId: number | null; propostaTitularId: number | null },
): void {
  const situacaoId = proposta.situacaoPropostaAdesaoId;
  const dependente = proposta.propostaTitularId != null;
  if (canResendLink(tipo, situacaoId, { dependente })) return;
  // In the right status, but the link is the holder's
  // (docs/decisions/0121-resend-links-audited.md).
  if (dependente && canResendLink(tipo, situacaoId)) throw conflict(SO_DO_TITULAR[tipo]!);
  const label = nomeDaSituacao(situacaoId);
  // The term was accepted; the step the applicant is at has its own link.
  const proximo =
    tipo === 'termo' && canResendLink('avaliacao', situacaoId)
      ? ` ${format(servidor.comunicacoes.termoJaAceito, { link: LINK_PROPONENTE_POR_TIPO.avaliacao.label })}`
      : '';
  throw conflict(
    `${format(servidor.comunicacoes.reenvioNaoPermitido, { situacao: label })}${proximo}`,
  );
}

type EnvioRow = typeof comunicacoesPropostasAdesao.$inferSelect;

function toEnvio(row: EnvioRow) {
  return {
    id: row.id,
    canal: row.canal,
    destino: row.destino,
    modelo: row.modelo,
    modeloNome: NOMES_MODELO[row.modelo] ?? row.modelo,
    assunto: row.assunto,
    status: row.status,
    statusNome: STATUS_ENVIO[row.status] ?? row.status,
    usuario: row.usuario,
    dataCriacao: row.dataCriacao.toISOString(),
    dataEnvio: row.dataEnvio?.toISOString() ?? null,
    erro: row.erro,
  };
}

/** Every message of a proposal, newest first (logHistoricoEnvio). */
export async function listarEnvios(db: Executor, propostaAdesaoId: number) {
  const rows = await db
    .select()
    .from(comunicacoesPropostasAdesao)
    .where(eq(comunicacoesPropostasAdesao.propostaAdesaoId, propostaAdesaoId))
    .orderBy(desc(comunicacoesPropostasAdesao.id));
  return rows.map(toEnvio);
}

export async function obterEnvio(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(comunicacoesPropostasAdesao)
    .where(eq(comunicacoesPropostasAdesao.id, id));
  return toEnvio(row);
}
