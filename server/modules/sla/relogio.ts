import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { SITUACAO, SLA_METAS, slaChave, slaEstado, type SlaEstado } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostasAdesao } from '../../db/schema';
import { readParametros } from '../parametros/service';
import { diasUteisDecorridos, limiteDoAtraso } from './calendario';

/** Target in business days per status id, as the parameters say now. */
export type MetasSla = ReadonlyMap<number, number>;

export async function lerMetasSla(db: Executor): Promise<MetasSla> {
  const valores = await readParametros(
    db,
    SLA_METAS.map((m) => slaChave(m.situacao)),
  );
  return new Map(SLA_METAS.map((m) => [SITUACAO[m.situacao], valores[slaChave(m.situacao)]]));
}

export interface RelogioSla {
  diasUteis: number;
  alvo: number;
  estado: SlaEstado;
}

/** A proposal's clock in its current status, or null when the status has none. */
export function relogioSla(
  situacaoId: number | null,
  desde: Date,
  metas: MetasSla,
  agora = new Date(),
): RelogioSla | null {
  const alvo = situacaoId == null ? undefined : metas.get(situacaoId);
  if (alvo === undefined) return null;
  const diasUteis = diasUteisDecorridos(desde, agora);
  return { diasUteis, alvo, estado: slaEstado(diasUteis, alvo) };
}

/**
 * The SQL test of "late now": in a status with a clock and in it since before that status's
 * limit (calendario.ts). Uses the (situacao, data_alteracao_situacao) columns the lists filter on.
 */
export function atrasadas(metas: MetasSla, agora = new Date()): SQL {
  const p = propostasAdesao;
  return or(
    ...[...metas].map(([situacaoId, alvo]) =>
      and(
        eq(p.situacaoPropostaAdesaoId, situacaoId),
        lt(p.dataAlteracaoSituacao, limiteDoAtraso(alvo, agora)),
      ),
    ),
  )!;
}
