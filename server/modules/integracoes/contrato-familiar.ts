import { and, asc, eq, inArray } from 'drizzle-orm';
import { SITUACAO } from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  concessionarias,
  corretores,
  propostaAdesaoContatos,
  propostasAdesao,
  unidades,
} from '../../db/schema';
import { PermanentDeliveryError } from '../outbox/types';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

type PropostaRow = typeof propostasAdesao.$inferSelect;

/**
 * A family contract as the outside systems see it: the holder's proposal and the dependents'
 * (one shared contract number). The ERP integrates it and the holder signs it as one unit.
 * Cancelled or inactive dependents are not part of it.
 */
export interface ContratoFamiliar {
  titular: PropostaRow;
  dependentes: PropostaRow[];
  /** Contact phones by proposal id, in their order (the first is the preferred one). */
  telefones: Map<number, string[]>;
  corretor: { id: number; nome: string } | null;
  concessionaria: { id: number; nome: string } | null;
  unidade: { codigoUnidade: number; uf: string; nomeUnidade: string } | null;
}

/** The proposal a message is about ('propostaId'; 'propostaAdesaoId' is accepted too). */
export function propostaIdOf(payload: unknown): number {
  const record = payload as Record<string, unknown>;
  const value = record.propostaId ?? record.propostaAdesaoId;
  if (typeof value !== 'number')
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.mensagemSem, { campo: 'propostaId' }),
    );
  return value;
}

/** Loads the family contract of a proposal (holder or dependent: both lead to the holder). */
export async function carregarContratoFamiliar(
  db: Executor,
  propostaId: number,
): Promise<ContratoFamiliar> {
  const [proposta] = await db
    .select()
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaId));
  if (!proposta)
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.propostaIdNaoEncontrada, { id: propostaId }),
    );
  const titularId = proposta.propostaTitularId ?? proposta.id;
  const [titular] =
    titularId === proposta.id
      ? [proposta]
      : await db.select().from(propostasAdesao).where(eq(propostasAdesao.id, titularId));
  const dependentes = (
    await db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.propostaTitularId, titularId))
      .orderBy(asc(propostasAdesao.id))
  ).filter((d) => !d.inativa && d.situacaoPropostaAdesaoId !== SITUACAO.Cancelada);
  const ids = [titular.id, ...dependentes.map((d) => d.id)];
  const contatos = await db
    .select()
    .from(propostaAdesaoContatos)
    .where(inArray(propostaAdesaoContatos.propostaAdesaoId, ids))
    .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id));
  const telefones = new Map<number, string[]>();
  for (const contato of contatos) {
    telefones.set(contato.propostaAdesaoId, [
      ...(telefones.get(contato.propostaAdesaoId) ?? []),
      contato.telefone,
    ]);
  }
  const [corretor] = titular.corretorId
    ? await db
        .select({ id: corretores.id, nome: corretores.nome })
        .from(corretores)
        .where(eq(corretores.id, titular.corretorId))
    : [];
  const [concessionaria] = titular.concessionariaId
    ? await db
        .select({ id: concessionarias.id, nome: concessionarias.nome })
        .from(concessionarias)
        .where(eq(concessionarias.id, titular.concessionariaId))
    : [];
  const [unidade] = await db
    .select()
    .from(unidades)
    .where(and(eq(unidades.codigoUnidade, titular.codigoUnidade)));
  return {
    titular,
    dependentes,
    telefones,
    corretor: corretor ?? null,
    concessionaria: concessionaria ?? null,
    unidade: unidade ?? null,
  };
}
