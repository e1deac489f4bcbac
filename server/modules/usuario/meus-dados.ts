import { eq, sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Executor } from '../../db/client';
import { corretores, usuarioRoles, usuarios } from '../../db/schema';

export const MeusDadosSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  given_name: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.String()),
  corretor: Type.Union([
    Type.Object({ id: Type.Integer(), nome: Type.String(), concessionariaId: Type.Integer() }),
    Type.Null(),
  ]),
  concessionariaId: Type.Union([Type.Integer(), Type.Null()]),
  enfermeiro: Type.Boolean(),
  enfermeiroExterno: Type.Boolean(),
});

export type MeusDados = Static<typeof MeusDadosSchema>;

/** The signed-in user as the client's session and profile screen read it. */
export async function loadMeusDados(db: Executor, userId: number): Promise<MeusDados | null> {
  const [row] = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      firstName: usuarios.firstName,
      lastName: usuarios.lastName,
      email: usuarios.email,
      enfermeiro: usuarios.enfermeiro,
      enfermeiroExterno: usuarios.enfermeiroExterno,
      concessionariaId: usuarios.concessionariaId,
      corretorId: corretores.id,
      corretorNome: corretores.nome,
      corretorConcessionariaId: corretores.concessionariaId,
      roles: sql<string[]>`coalesce((
        select array_agg(${usuarioRoles.role} order by ${usuarioRoles.role})
        from ${usuarioRoles} where ${usuarioRoles.usuarioId} = ${usuarios.id}
      ), '{}')::text[]`,
    })
    .from(usuarios)
    .leftJoin(corretores, eq(corretores.id, usuarios.corretorId))
    .where(eq(usuarios.id, userId))
    .limit(1);
  if (!row) return null;
  const corretor =
    row.corretorId !== null && row.corretorNome !== null && row.corretorConcessionariaId !== null
      ? {
          id: row.corretorId,
          nome: row.corretorNome,
          concessionariaId: row.corretorConcessionariaId,
        }
      : null;
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    given_name: row.firstName,
    email: row.email,
    roles: row.roles,
    corretor,
    concessionariaId: row.concessionariaId ?? corretor?.concessionariaId ?? null,
    enfermeiro: row.enfermeiro,
    enfermeiroExterno: row.enfermeiroExterno,
  };
}
