import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AreaId } from '../../../src/domain';
import type { Database } from '../../db/client';
import { colunasUsuario, usuarios, visoesSalvas as v } from '../../db/schema';
import { isUniqueViolation } from '../../crud/repository';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { EstadoLista } from './schemas';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** A view's filter is a handful of values; anything near this size is not a list filter. */
const FILTRO_MAX_BYTES = 4000;
const NOME_REPETIDO = servidor.visoes.nomeRepetido;
const VISAO_NAO_ENCONTRADA = servidor.visoes.visaoNaoEncontrada;
const SO_O_AUTOR = servidor.visoes.soOAutor;

interface Dono {
  id: number;
}

export interface DadosVisao {
  lista?: string;
  nome: string;
  compartilhada: boolean;
  estado: EstadoLista;
}

function conferirTamanho(estado: EstadoLista) {
  if (JSON.stringify(estado.filtro).length > FILTRO_MAX_BYTES) {
    throw badRequest(servidor.visoes.filtroGrandeDemais);
  }
}

async function recusandoNomeRepetido<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NOME_REPETIDO);
    throw error;
  }
}

/** The caller's views of the area and those shared in it, by list then name. */
export async function listarVisoes(db: Database, area: AreaId, usuario: Dono) {
  const rows = await db
    .select({
      id: v.id,
      usuarioId: v.usuarioId,
      lista: v.lista,
      nome: v.nome,
      compartilhada: v.compartilhada,
      estado: v.estado,
      autor: sql<string>`trim(${usuarios.firstName} || ' ' || ${usuarios.lastName})`,
    })
    .from(v)
    .innerJoin(usuarios, eq(usuarios.id, v.usuarioId))
    .where(and(eq(v.area, area), or(eq(v.usuarioId, usuario.id), eq(v.compartilhada, true))))
    .orderBy(asc(v.lista), asc(v.nome), asc(v.id));
  return rows.map(({ usuarioId, estado, ...row }) => ({
    ...row,
    estado: estado as EstadoLista,
    propria: usuarioId === usuario.id,
  }));
}

export async function criarVisao(db: Database, area: AreaId, usuario: Dono, dados: DadosVisao) {
  conferirTamanho(dados.estado);
  const [row] = await recusandoNomeRepetido(() =>
    db
      .insert(v)
      .values({
        usuarioId: usuario.id,
        area,
        lista: dados.lista!,
        nome: dados.nome.trim(),
        compartilhada: dados.compartilhada,
        estado: dados.estado,
      })
      .returning({ id: v.id }),
  );
  return row!.id;
}

/** The view, refused unless it belongs to the caller (another's shared view is read-only). */
async function visaoPropria(db: Database, area: AreaId, usuario: Dono, id: number) {
  const [row] = await db
    .select({ usuarioId: v.usuarioId, compartilhada: v.compartilhada })
    .from(v)
    .where(and(eq(v.id, id), eq(v.area, area)));
  // Another user's personal view does not exist as far as the caller can tell.
  if (!row || (row.usuarioId !== usuario.id && !row.compartilhada)) {
    throw notFound(VISAO_NAO_ENCONTRADA);
  }
  if (row.usuarioId !== usuario.id) throw forbidden(SO_O_AUTOR);
}

export async function alterarVisao(
  db: Database,
  area: AreaId,
  usuario: Dono,
  id: number,
  dados: DadosVisao,
) {
  conferirTamanho(dados.estado);
  await visaoPropria(db, area, usuario, id);
  await recusandoNomeRepetido(() =>
    db
      .update(v)
      .set({
        nome: dados.nome.trim(),
        compartilhada: dados.compartilhada,
        estado: dados.estado,
        alteradaEm: new Date(),
      })
      .where(eq(v.id, id)),
  );
}

export async function excluirVisao(db: Database, area: AreaId, usuario: Dono, id: number) {
  await visaoPropria(db, area, usuario, id);
  await db.delete(v).where(eq(v.id, id));
}

export async function lerColunas(db: Database, area: AreaId, usuario: Dono) {
  const rows = await db
    .select({
      chave: colunasUsuario.chave,
      ocultas: colunasUsuario.ocultas,
      ordem: colunasUsuario.ordem,
    })
    .from(colunasUsuario)
    .where(and(eq(colunasUsuario.usuarioId, usuario.id), eq(colunasUsuario.area, area)))
    .orderBy(asc(colunasUsuario.chave));
  return rows.map((row) => ({
    chave: row.chave,
    ocultas: row.ocultas as string[],
    ordem: (row.ordem as number[] | null) ?? null,
  }));
}

export async function gravarColunas(
  db: Database,
  area: AreaId,
  usuario: Dono,
  colunas: { chave: string; ocultas: string[]; ordem: number[] | null },
) {
  const valores = { ocultas: colunas.ocultas, ordem: colunas.ordem, alteradaEm: new Date() };
  await db
    .insert(colunasUsuario)
    .values({ usuarioId: usuario.id, area, chave: colunas.chave, ...valores })
    .onConflictDoUpdate({
      target: [colunasUsuario.usuarioId, colunasUsuario.area, colunasUsuario.chave],
      set: valores,
    });
}
