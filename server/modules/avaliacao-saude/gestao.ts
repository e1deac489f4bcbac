import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ACOES_SAUDE, type AcaoSaude } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { acessosDadosSensiveis, propostasAdesao, usuarios } from '../../db/schema';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The outcome of an assessment, as the health manager's list shows it. */
export function resultadoAvaliacao(row: {
  aprovacaoAvaliacaoSaudeEm: Date | null;
  avaliacaoSaudeConcluida: boolean;
}): string {
  const T = servidor.avaliacaoSaude.resultado;
  if (row.aprovacaoAvaliacaoSaudeEm) return T.aprovada;
  if (row.avaliacaoSaudeConcluida) return T.concluida;
  return T.emAvaliacao;
}

/**
 * listar-avaliacoes: the proposals a nurse has assessed or is assessing (declaration or PecFast
 * registered, concluded or approved), newest first, with the responsible nurse and the outcome.
 */
export async function listarAvaliacoes(db: Executor, pagina: number, pageSize: number) {
  const p = propostasAdesao;
  const where = or(
    isNotNull(p.aprovacaoAvaliacaoSaudeEm),
    eq(p.avaliacaoSaudeConcluida, true),
    eq(p.respondeuPecFast, true),
  );
  const data = sql<Date>`coalesce(${p.aprovacaoAvaliacaoSaudeEm}, ${p.dataAlteracaoSituacao})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: p.id,
        numeroContrato: p.numeroContrato,
        nome: p.nome,
        situacaoPropostaAdesaoId: p.situacaoPropostaAdesaoId,
        aprovacaoAvaliacaoSaudeEm: p.aprovacaoAvaliacaoSaudeEm,
        avaliacaoSaudeConcluida: p.avaliacaoSaudeConcluida,
        data,
        enfermeiroFirst: usuarios.firstName,
        enfermeiroLast: usuarios.lastName,
      })
      .from(p)
      .leftJoin(usuarios, eq(usuarios.id, p.enfermeiroResponsavelId))
      .where(where)
      .orderBy(desc(data), desc(p.id))
      .limit(pageSize)
      .offset((pagina - 1) * pageSize),
    db.select({ total: count() }).from(p).where(where),
  ]);
  return {
    total,
    itens: rows.map((r) => ({
      id: r.id,
      numeroContrato: r.numeroContrato,
      nome: r.nome,
      situacaoPropostaAdesaoId: r.situacaoPropostaAdesaoId,
      enfermeiro: r.enfermeiroFirst ? `${r.enfermeiroFirst} ${r.enfermeiroLast}`.trim() : null,
      data: new Date(r.data).toISOString(),
      resultado: resultadoAvaliacao(r),
    })),
  };
}

/** What the health manager may search the access log by; every field optional. */
export interface FiltroAcessos {
  /** The contract number people know a proposal by (a family's members share it). */
  numeroContrato?: number;
  usuario?: string;
  acao?: AcaoSaude;
  /** Calendar days (yyyy-MM-dd), in São Paulo time, both included. */
  de?: string;
  ate?: string;
}

const DAY_START = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Sao_Paulo'`;

/** The health-data reads of the access log (declaration, PecFast, videos, notes, documents). */
export async function listarAcessosSaude(
  db: Executor,
  filtro: FiltroAcessos,
  pagina: number,
  pageSize: number,
) {
  const a = acessosDadosSensiveis;
  const where = and(
    inArray(a.acao, filtro.acao ? [filtro.acao] : ACOES_SAUDE),
    filtro.numeroContrato ? eq(propostasAdesao.numeroContrato, filtro.numeroContrato) : undefined,
    filtro.usuario ? ilike(a.usuario, `%${escapeLike(filtro.usuario)}%`) : undefined,
    filtro.de ? gte(a.dataAcesso, DAY_START(filtro.de)) : undefined,
    filtro.ate ? lt(a.dataAcesso, sql`${DAY_START(filtro.ate)} + interval '1 day'`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: a.id,
        usuario: a.usuario,
        propostaAdesaoId: a.propostaAdesaoId,
        numeroContrato: propostasAdesao.numeroContrato,
        nome: propostasAdesao.nome,
        acao: a.acao,
        dataAcesso: a.dataAcesso,
      })
      .from(a)
      .leftJoin(propostasAdesao, eq(propostasAdesao.id, a.propostaAdesaoId))
      .where(where)
      .orderBy(desc(a.dataAcesso), desc(a.id))
      .limit(pageSize)
      .offset((pagina - 1) * pageSize),
    db
      .select({ total: count() })
      .from(a)
      .leftJoin(propostasAdesao, eq(propostasAdesao.id, a.propostaAdesaoId))
      .where(where),
  ]);
  return {
    total,
    itens: rows.map((r) => ({ ...r, dataAcesso: r.dataAcesso.toISOString() })),
  };
}

/** A typed text is matched literally: % and _ are not wildcards for the person searching. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
