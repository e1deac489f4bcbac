import { desc, like } from 'drizzle-orm';
import { rotuloUnidade } from '../../../src/domain';
import {
  concessionarias,
  corretores,
  respostasCampanhas,
  unidades,
  usuarios,
} from '../../db/schema';
import type { Executor } from '../../db/client';

/**
 * The names a report row shows beside its ids (unit, broker, dealership, approver). These tables
 * are small next to the proposals, so each report reads them once into maps instead of joining
 * them into every keyset batch.
 */
export interface ReportLookups {
  unidade(codigo: number | null): string;
  corretor(id: number | null): string;
  concessionaria(id: number | null): string;
  usuario(id: number | null): string;
  /** The applicant's latest satisfaction answer of a proposal (campaigns). */
  experiencia(propostaId: number): { valor: string; comentario: string | null } | null;
}

/** The applicant's latest satisfaction answer of a proposal (campaigns), for the XLSX. */
export interface ExperienciaLookup {
  experiencia(propostaId: number): { valor: string; comentario: string | null } | null;
}

/** Campaign answers of applicants ('proposta-{id}'), newest first so the first one per id wins. */
export async function loadExperiencias(db: Executor): Promise<ExperienciaLookup> {
  const rows = await db
    .select({
      identificador: respostasCampanhas.identificadorUsuario,
      valor: respostasCampanhas.valor,
      comentario: respostasCampanhas.comentario,
    })
    .from(respostasCampanhas)
    .where(like(respostasCampanhas.identificadorUsuario, 'proposta-%'))
    .orderBy(desc(respostasCampanhas.id));
  const byProposta = new Map<number, { valor: string; comentario: string | null }>();
  for (const row of rows) {
    const id = Number(row.identificador.slice('proposta-'.length));
    if (!byProposta.has(id)) byProposta.set(id, { valor: row.valor, comentario: row.comentario });
  }
  return { experiencia: (id) => byProposta.get(id) ?? null };
}

export async function loadLookups(db: Executor): Promise<ReportLookups> {
  const [units, brokers, dealerships, users, experiencias] = await Promise.all([
    db.select().from(unidades),
    db.select({ id: corretores.id, nome: corretores.nome }).from(corretores),
    db.select({ id: concessionarias.id, nome: concessionarias.nome }).from(concessionarias),
    db
      .select({ id: usuarios.id, firstName: usuarios.firstName, lastName: usuarios.lastName })
      .from(usuarios),
    loadExperiencias(db),
  ]);
  const unitNames = new Map(units.map((u) => [u.codigoUnidade, rotuloUnidade(u)]));
  const brokerNames = new Map(brokers.map((b) => [b.id, b.nome]));
  const dealershipNames = new Map(dealerships.map((d) => [d.id, d.nome]));
  const userNames = new Map(
    users.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ')]),
  );
  const read = (map: Map<number, string>) => (id: number | null) =>
    id == null ? '' : (map.get(id) ?? '');
  return {
    unidade: read(unitNames),
    corretor: read(brokerNames),
    concessionaria: read(dealershipNames),
    usuario: read(userNames),
    experiencia: experiencias.experiencia,
  };
}
