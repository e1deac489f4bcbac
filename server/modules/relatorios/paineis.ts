import { sql, type SQL } from 'drizzle-orm';
import {
  businessDayOf,
  getStatusInfo,
  startOfBusinessDay,
  SITUACAO,
  UNIDADES,
  type Grafico,
  type PainelId,
  rotuloUnidade,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The data behind each dashboard of 'Relatórios', aggregated in the database. `scope` is the
 * user's WHERE condition on propostas_adesao (a dealership sees its own), or true.
 */
type Row = Record<string, unknown>;

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const ZONE = sql.raw(`'America/Sao_Paulo'`);
/** The charts' titles and series (catalogue 'servidor.relatorios.paineis'). */
const P = servidor.relatorios.paineis;

/** The last 12 months, oldest first, as 'MM/yyyy' labels and their first days (Brasília). */
function lastTwelveMonths(today: Date): { rotulo: string; chave: string }[] {
  const months: { rotulo: string; chave: string }[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const day = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const month = String(day.getMonth() + 1).padStart(2, '0');
    months.push({
      rotulo: `${month}/${day.getFullYear()}`,
      chave: `${day.getFullYear()}-${month}`,
    });
  }
  return months;
}

/** Counts per Brasília month of a timestamp column over the last 12 months. */
async function perMonth(db: Executor, from: SQL, column: SQL, scope: SQL, since: Date) {
  const result = await rows(
    db,
    sql`select to_char(${column} at time zone ${ZONE}, 'YYYY-MM') as mes, count(*)::int as total
        from ${from} where ${scope} and ${column} >= ${since.toISOString()}
        group by 1`,
  );
  return new Map(result.map((r) => [String(r.mes), Number(r.total)]));
}

async function porSituacaoEUnidade(db: Executor, scope: SQL): Promise<Grafico[]> {
  const bySituation = await rows(
    db,
    sql`select situacao_proposta_adesao_id as id, count(*)::int as total
        from propostas_adesao where ${scope} group by 1 order by 1`,
  );
  const byUnit = await rows(
    db,
    sql`select codigo_unidade as id, count(*)::int as total
        from propostas_adesao where ${scope} group by 1 order by 1`,
  );
  const unitName = (id: unknown) => {
    const unit = UNIDADES.find((u) => u.codigoUnidade === Number(id));
    return unit ? rotuloUnidade(unit) : P.semUnidade;
  };
  return [
    {
      titulo: P.porSituacao,
      tipo: 'barras',
      rotulos: bySituation.map((r) => getStatusInfo(r.id as number | null).label),
      series: [{ nome: P.series.propostas, valores: bySituation.map((r) => Number(r.total)) }],
    },
    {
      titulo: P.porUnidade,
      tipo: 'barras',
      rotulos: byUnit.map((r) => unitName(r.id)),
      series: [{ nome: P.series.propostas, valores: byUnit.map((r) => Number(r.total)) }],
    },
  ];
}

async function mensal(
  db: Executor,
  scope: SQL,
  now: Date,
  titulo: string,
  series: { nome: string; from: SQL; column: SQL; where?: SQL }[],
): Promise<Grafico[]> {
  const today = businessDayOf(now);
  const months = lastTwelveMonths(today);
  const since = startOfBusinessDay(new Date(today.getFullYear(), today.getMonth() - 11, 1));
  const counted = await Promise.all(
    series.map((s) =>
      perMonth(db, s.from, s.column, s.where ? sql`${scope} and ${s.where}` : scope, since),
    ),
  );
  return [
    {
      titulo,
      tipo: 'linhas',
      rotulos: months.map((m) => m.rotulo),
      series: series.map((s, i) => ({
        nome: s.nome,
        valores: months.map((m) => counted[i]!.get(m.chave) ?? 0),
      })),
    },
  ];
}

/** Average days between entering a situation and leaving it (or now, while still in it). */
async function tempoPorSituacao(db: Executor, scope: SQL): Promise<Grafico[]> {
  const result = await rows(
    db,
    sql`select situacao_nova_id as id,
               round(avg(extract(epoch from (coalesce(saida, now()) - data_transicao)) / 86400)::numeric, 1)::float as dias
        from (select h.situacao_nova_id, h.data_transicao,
                     lead(h.data_transicao) over (partition by h.proposta_adesao_id order by h.data_transicao, h.id) as saida
              from historico_propostas_adesao h
              join propostas_adesao on propostas_adesao.id = h.proposta_adesao_id
              where h.situacao_nova_id is not null and ${scope}) t
        group by 1 order by 1`,
  );
  return [
    {
      titulo: P.mediaDias,
      tipo: 'barras',
      rotulos: result.map((r) => getStatusInfo(r.id as number).label),
      series: [{ nome: P.series.dias, valores: result.map((r) => Number(r.dias)) }],
    },
  ];
}

async function avaliacoesPorEnfermeiro(db: Executor, scope: SQL): Promise<Grafico[]> {
  const result = await rows(
    db,
    sql`select trim(u.first_name || ' ' || u.last_name) as nome, count(*)::int as total
        from propostas_adesao join usuarios u on u.id = propostas_adesao.aprovacao_avaliacao_saude_por_id
        where ${scope} group by 1 order by 2 desc, 1`,
  );
  return [
    {
      titulo: P.aprovadasPorEnfermeiro,
      tipo: 'barras',
      rotulos: result.map((r) => String(r.nome)),
      series: [{ nome: P.series.avaliacoes, valores: result.map((r) => Number(r.total)) }],
    },
  ];
}

export async function painel(
  db: Executor,
  id: PainelId,
  scope: SQL | undefined,
  now = new Date(),
): Promise<Grafico[]> {
  const where = scope ?? sql`true`;
  const propostas = sql`propostas_adesao`;
  switch (id) {
    case 1:
      return porSituacaoEUnidade(db, where);
    case 2:
      return mensal(db, where, now, P.entradasConclusoes, [
        { nome: P.series.entradas, from: propostas, column: sql`data_criacao` },
        { nome: P.series.conclusoes, from: propostas, column: sql`data_contrato` },
      ]);
    case 3:
      return tempoPorSituacao(db, where);
    case 4:
      return avaliacoesPorEnfermeiro(db, where);
    case 5:
      return mensal(db, where, now, P.assinaturasIntegracoes, [
        { nome: P.series.assinaturas, from: propostas, column: sql`data_contrato` },
        {
          nome: P.series.integracoes,
          from: sql`historico_propostas_adesao h join propostas_adesao on propostas_adesao.id = h.proposta_adesao_id`,
          column: sql`h.data_transicao`,
          where: sql`h.situacao_nova_id = ${SITUACAO.IntegradoERP}`,
        },
      ]);
  }
}
