import { and, asc, eq } from 'drizzle-orm';
import {
  nomeDaSituacao,
  isCreatedResolved,
  isExternalNurse,
  isInternalNurse,
  SETOR,
  SETORES,
  TIPO_OBSERVACAO,
} from '../../../src/domain';
import type { Database, Executor, Transaction } from '../../db/client';
import { observacoesPropostasAdesao as o, resolucoesPendencias as r } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { runTransition, type PropostaRow } from '../propostas/transitions';
import { format } from '../../../i18n/catalog';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const OBSERVACAO_VAZIA = servidor.observacoes.observacaoVazia;
export const PENDENCIA_NAO_ENCONTRADA = servidor.observacoes.pendenciaNaoEncontrada;
export const PENDENCIA_JA_RESOLVIDA = servidor.observacoes.pendenciaJaResolvida;
/** The spec's confirmation after resolving a nursing pendency, to the letter. */
export const PENDENCIA_SAUDE_RESOLVIDA = ptBR.propostas.resolver.sucesso;
export const PENDENCIA_RESOLVIDA = servidor.observacoes.pendenciaResolvida;

export interface NovaObservacao {
  propostaAdesaoId: number;
  observacao: string;
  tipoObservacaoId: number;
  setorResponsavel?: number | null;
  /** The proposal version the client saw; checked when given (the spec's payload has none). */
  versao?: number;
}

async function insertObservacao(
  tx: Executor,
  user: CurrentUser,
  input: NovaObservacao & { situacaoPropostaAdesaoId: number | null },
) {
  const [created] = await tx
    .insert(o)
    .values({
      propostaAdesaoId: input.propostaAdesaoId,
      tipoObservacaoId: input.tipoObservacaoId,
      observacao: input.observacao,
      resolvido: isCreatedResolved(input.tipoObservacaoId),
      setorResponsavel: input.setorResponsavel ?? null,
      situacaoPropostaAdesaoId: input.situacaoPropostaAdesaoId,
      usuarioId: user.id,
      usuario: user.nome,
      userName: user.username,
    })
    .returning({ id: o.id });
  return created.id;
}

/** A nurse's pendency is the nursing sector's; anyone else's defaults to the commercial one. */
function defaultSetor(user: CurrentUser): number {
  return isInternalNurse(user) || isExternalNurse(user) ? SETOR.Enfermagem : SETOR.Comercial;
}

/**
 * An ordinary observation is written as it is. A pendency is a lifecycle action: the nursing
 * sector's raises "Possui pendência" without moving the status, the others send a new entry
 * back to the broker (PendenciasCorretor); both in one transaction with the history entry.
 */
export async function criarObservacao(
  db: Database,
  user: CurrentUser,
  input: NovaObservacao,
): Promise<{ observacao: Observacao; proposta?: PropostaRow }> {
  const observacao = input.observacao.trim();
  if (!observacao) throw badRequest(OBSERVACAO_VAZIA);
  if (input.tipoObservacaoId !== TIPO_OBSERVACAO.pendencia) {
    const proposta = await loadVisible(db, user, input.propostaAdesaoId);
    const id = await insertObservacao(db, user, {
      ...input,
      observacao,
      situacaoPropostaAdesaoId: proposta.situacaoPropostaAdesaoId,
    });
    return { observacao: await loadObservacao(db, id) };
  }
  const setor = input.setorResponsavel ?? defaultSetor(user);
  let createdId = 0;
  // The proposal as the pendency left it (status, flag, version): the route answers it too.
  const { proposta } = await runTransition(db, {
    propostaId: input.propostaAdesaoId,
    action: setor === SETOR.Enfermagem ? 'registrar-pendencia-enfermagem' : 'registrar-pendencia',
    actor: { kind: 'usuario', user },
    versao: input.versao,
    motivo: observacao,
    descricaoPendencia: observacao,
    after: async (tx: Transaction, result) => {
      createdId = await insertObservacao(tx, user, {
        ...input,
        observacao,
        setorResponsavel: setor,
        // The status the pendency was raised in, not the one it leads to.
        situacaoPropostaAdesaoId: result.situacaoAnteriorId,
      });
    },
  });
  return { observacao: await loadObservacao(db, createdId), proposta };
}

export async function resolverPendencia(
  db: Database,
  user: CurrentUser,
  input: {
    propostaAdesaoId: number;
    observacaoPropostaAdesaoId: number;
    resolucao: string;
    versao?: number;
  },
): Promise<{ message: string; proposta: PropostaRow }> {
  const resolucao = input.resolucao.trim();
  await loadVisible(db, user, input.propostaAdesaoId);
  const [pendencia] = await db.select().from(o).where(eq(o.id, input.observacaoPropostaAdesaoId));
  if (
    !pendencia ||
    pendencia.propostaAdesaoId !== input.propostaAdesaoId ||
    pendencia.tipoObservacaoId !== TIPO_OBSERVACAO.pendencia
  ) {
    throw notFound(PENDENCIA_NAO_ENCONTRADA);
  }
  if (pendencia.resolvido) throw conflict(PENDENCIA_JA_RESOLVIDA);
  const { proposta } = await runTransition(db, {
    propostaId: input.propostaAdesaoId,
    action: 'resolver-pendencia',
    actor: { kind: 'usuario', user },
    versao: input.versao,
    motivo: resolucao,
    descricaoPendencia: format(servidor.observacoes.pendenciaComResolucao, {
      observacao: pendencia.observacao,
      resolucao,
    }),
    after: async (tx) => {
      // Re-checked under the proposal's lock: two people resolving at once resolve it once.
      const resolved = await tx
        .update(o)
        .set({ resolvido: true })
        .where(and(eq(o.id, pendencia.id), eq(o.resolvido, false)))
        .returning({ id: o.id });
      if (resolved.length === 0) throw conflict(PENDENCIA_JA_RESOLVIDA);
      await tx.insert(r).values({
        observacaoPropostaAdesaoId: pendencia.id,
        resolucao,
        usuarioId: user.id,
        usuario: user.nome,
      });
    },
  });
  return {
    message:
      pendencia.setorResponsavel === SETOR.Enfermagem
        ? PENDENCIA_SAUDE_RESOLVIDA
        : PENDENCIA_RESOLVIDA,
    proposta,
  };
}

function selectObservacoes(db: Executor) {
  return db
    .select({
      observacao: o,
      resolucao: {
        id: r.id,
        resolucao: r.resolucao,
        usuario: r.usuario,
        dataCriacao: r.dataCriacao,
      },
    })
    .from(o)
    .leftJoin(r, eq(r.observacaoPropostaAdesaoId, o.id));
}

type ObservacaoRow = Awaited<ReturnType<typeof selectObservacoes>>[number];

export type Observacao = ReturnType<typeof toObservacao>;

function toObservacao({ observacao: row, resolucao }: ObservacaoRow) {
  return {
    id: row.id,
    propostaAdesaoId: row.propostaAdesaoId,
    usuario: row.usuario,
    userName: row.userName,
    resolvido: row.resolvido,
    observacao: row.observacao,
    dataCriacao: row.dataCriacao.toISOString(),
    tipoObservacaoId: row.tipoObservacaoId,
    setorResponsavel: row.setorResponsavel,
    setorResponsavelNome: SETORES.find((s) => s.id === row.setorResponsavel)?.label ?? null,
    resolucaoPendencia: resolucao?.id
      ? {
          id: resolucao.id,
          resolucao: resolucao.resolucao,
          usuario: resolucao.usuario,
          dataCriacao: resolucao.dataCriacao.toISOString(),
        }
      : null,
    situacaoPropostaAdesaoNome: nomeDaSituacao(row.situacaoPropostaAdesaoId),
  };
}

async function loadObservacao(db: Executor, id: number) {
  const [row] = await selectObservacoes(db).where(eq(o.id, id));
  return toObservacao(row);
}

export async function listarObservacoes(db: Executor, user: CurrentUser, propostaId: number) {
  await loadVisible(db, user, propostaId);
  const rows = await selectObservacoes(db)
    .where(eq(o.propostaAdesaoId, propostaId))
    .orderBy(asc(o.id));
  return rows.map(toObservacao);
}
