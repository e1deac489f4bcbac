import { asc, eq, like, sql } from 'drizzle-orm';
import { SETOR, TIPO_OBSERVACAO } from '../../../src/domain';
import type { Database } from '../client';
import { concessionarias, corretores, propostasAdesao } from '../schema';

/**
 * Generated proposals for load tests (`npm run db:seed -- --proposals N`): set-based
 * INSERT ... SELECT FROM generate_series in batches, so a million rows take minutes, not hours.
 * Values are spread by hashing the series number (hashint8): deterministic, no random()
 * (the same N always gives the same data). Generated rows carry protocolo 'LOTE-n'; the step
 * tops the set up to N, so running it twice adds nothing.
 */
const BATCH = 100_000;

/** Status weights out of 40: most proposals end integrated, the nursing ones are rare. */
const STATUS_WEIGHTS: [number, number][] = [
  [7, 10],
  [9, 5],
  [6, 3],
  [14, 2],
  [8, 3],
  [5, 3],
  [4, 2],
  [1, 3],
  [3, 1],
  [2, 2],
  [10, 1],
  [11, 2],
  [12, 1],
  [13, 1],
  [15, 1],
];
const STATUS_POOL = STATUS_WEIGHTS.flatMap(([id, weight]) => Array<number>(weight).fill(id));
const PAST_NURSING = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14];
const DOCS_APPROVED = [4, 5, 6, 7, 8, 14];
const SIGNED = [6, 7, 8, 14];

const FIRST_NAMES = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lucas',
  'Juliana',
  'Marcos',
  'Luiz',
  'Aparecida',
  'Pedro',
  'Márcia',
  'Sandra',
  'Rafael',
  'Helena',
  'Sebastião',
  'Teresa',
  'Raimundo',
  'Beatriz',
  'Vera',
  'Roberto',
  'Cláudia',
  'Jorge',
  'Lúcia',
  'Fernando',
  'Rosa',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const intArray = (values: number[]) => sql.raw(`array[${values.join(',')}]::int[]`);
const list = (values: number[]) => sql.raw(values.join(','));

/** A valid CPF from 9 base digits, in SQL: both check digits as the Receita computes them. */
function cpfExpression(base: string) {
  const digit = (i: number) => `substr(${base}, ${i}, 1)::int`;
  const sum1 = Array.from({ length: 9 }, (_, i) => `${digit(i + 1)} * ${10 - i}`).join(' + ');
  const sum2 = Array.from({ length: 9 }, (_, i) => `${digit(i + 1)} * ${11 - i}`).join(' + ');
  const d1 = `((${sum1}) * 10 % 11 % 10)`;
  return sql.raw(`${base} || ${d1}::text || (((${sum2} + ${d1} * 2) * 10) % 11 % 10)::text`);
}

async function brokersWithDealership(db: Database) {
  return db
    .select({
      brokerId: corretores.id,
      dealershipId: concessionarias.id,
      unit: concessionarias.codigoUnidade,
    })
    .from(corretores)
    .innerJoin(concessionarias, eq(concessionarias.id, corretores.concessionariaId))
    .orderBy(asc(corretores.id));
}

async function insertBatch(db: Database, from: number, to: number, total: number) {
  const brokers = await brokersWithDealership(db);
  // hashint8 mixes well even for small series numbers (a plain g * k mod p would tie the
  // kind, the status and the broker of consecutive rows together).
  const h = (k: number) =>
    sql.raw(`((hashint8(g::bigint * 1024 + ${k % 1024}) & 2147483647)::int)`);
  const status = sql`(${intArray(STATUS_POOL)})[1 + ${h(48271)} % ${STATUS_POOL.length}]`;
  const broker = sql`(1 + ${h(69621)} % ${brokers.length})`;
  await db.execute(sql`
    insert into propostas_adesao (
      tipo, situacao_proposta_adesao_id, situacao_anterior_id, possui_pendencia, marcada, versao,
      nome, cpf, data_nascimento, nome_mae, estado_civil_id, sexo_id, email, protocolo,
      advindo_outra_operadora, data_aproveitamento_carencia, codigo_unidade, corretor_id,
      concessionaria_id, dia_vencimento, data_criacao, data_alteracao_situacao, data_contrato,
      data_atualizacao, aceite_termo_em, aprovacao_avaliacao_saude_em, aprovacao_documentacao_em,
      possui_resposta_declaracao_saude, respondeu_pec_fast, avaliacao_saude_concluida)
    select
      case when ${h(16807)} % 20 < 14 then 0 when ${h(16807)} % 20 < 17 then 1 else 2 end,
      s.situacao,
      case s.situacao when 9 then 1 when 10 then 4 end,
      s.situacao = 2,
      s.situacao = any(array[${list(PAST_NURSING)}]),
      3,
      (${textArray(FIRST_NAMES)})[1 + ${h(39373)} % ${FIRST_NAMES.length}] || ' ' ||
        (${textArray(LAST_NAMES)})[1 + ${h(40692)} % ${LAST_NAMES.length}] || ' ' ||
        (${textArray(LAST_NAMES)})[1 + ${h(40014)} % ${LAST_NAMES.length}],
      ${cpfExpression(`lpad(((g::bigint * 7919 + 12345) % 1000000000)::text, 9, '0')`)},
      date '1940-01-01' + (${h(53668)} % 12000)::int,
      (${textArray(FIRST_NAMES)})[1 + ${h(12211)} % ${FIRST_NAMES.length}] || ' ' ||
        (${textArray(LAST_NAMES)})[1 + ${h(3791)} % ${LAST_NAMES.length}],
      1 + ${h(2836)} % 5,
      1 + ${h(44488)} % 2,
      case when ${h(3399)} % 4 = 0 then null else 'proponente' || g || '@exemplo.com.br' end,
      'LOTE-' || g,
      ${h(16807)} % 20 >= 17,
      case when ${h(16807)} % 20 >= 17 then date '2023-01-01' + (${h(52774)} % 700)::int end,
      b.unit, b.broker_id, b.dealership_id,
      (array[10, 20, 30])[1 + ${h(9301)} % 3],
      c.criada,
      least(c.criada + (${h(49297)} % 30) * interval '1 day', now()),
      case when s.situacao = any(array[${list(SIGNED)}]) then least(c.criada + interval '20 days', now()) end,
      c.criada,
      case when s.situacao not in (13) then c.criada + interval '1 day' end,
      case when s.situacao = any(array[${list(PAST_NURSING)}]) then c.criada + interval '3 days' end,
      case when s.situacao = any(array[${list(DOCS_APPROVED)}]) then c.criada + interval '6 days' end,
      s.situacao not in (13, 15),
      s.situacao = any(array[${list(PAST_NURSING)}]),
      s.situacao = any(array[${list(PAST_NURSING)}])
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (select ${status} as situacao) s
    cross join lateral (
      select (${intArray(brokers.map((b) => b.brokerId))})[${broker}] as broker_id,
             (${intArray(brokers.map((b) => b.dealershipId))})[${broker}] as dealership_id,
             (${intArray(brokers.map((b) => b.unit ?? 1))})[${broker}] as unit
    ) b
    -- Three years of proposals, oldest first, so contract numbers grow with the creation date.
    cross join lateral (
      select now() - interval '1100 days' + (g::float8 / ${total}) * interval '1095 days' as criada
    ) c
    order by g`);
}

/** Contacts, the creation entry and (for PendenciasCorretor) the open pendency of new rows. */
async function insertChildren(db: Database, firstNewId: number) {
  await db.execute(sql`
    insert into proposta_adesao_contatos (proposta_adesao_id, telefone, ordem)
    select id, '119' || lpad(((id::bigint * 2654435) % 100000000)::text, 8, '0'), 0
    from propostas_adesao where id >= ${firstNewId}`);
  await db.execute(sql`
    insert into historico_propostas_adesao (proposta_adesao_id, chave, descricao, autor, data_transicao, situacao_nova_id)
    select id, 'criar', 'Proposta criada (carga gerada)', 'Sistema', data_criacao, null
    from propostas_adesao where id >= ${firstNewId}`);
  await db.execute(sql`
    insert into observacoes_propostas_adesao
      (proposta_adesao_id, tipo_observacao_id, observacao, resolvido, setor_responsavel,
       situacao_proposta_adesao_id, usuario, user_name, data_criacao)
    select id, ${TIPO_OBSERVACAO.pendencia}, 'Enviar documentação complementar.', false, ${SETOR.Comercial},
           1, 'Sistema', 'sistema', data_alteracao_situacao
    from propostas_adesao where id >= ${firstNewId} and situacao_proposta_adesao_id = 2`);
}

export async function seedBulkPropostas(db: Database, wanted: number): Promise<void> {
  const [{ n: existing }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(propostasAdesao)
    .where(like(propostasAdesao.protocolo, 'LOTE-%'));
  const started = Date.now();
  for (let from = existing + 1; from <= wanted; from += BATCH) {
    const to = Math.min(wanted, from + BATCH - 1);
    const [{ maxId }] = await db
      .select({ maxId: sql<number>`coalesce(max(${propostasAdesao.id}), 0)::int` })
      .from(propostasAdesao);
    await insertBatch(db, from, to, wanted);
    await insertChildren(db, maxId + 1);
    console.log(
      `Propostas geradas: ${to} de ${wanted} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  // Fresh statistics (the planner's estimates and the lists' estimated totals depend on them)
  // and a visibility map, so the list indexes answer without visiting the table.
  if (wanted > existing) {
    await db.execute(sql`vacuum analyze propostas_adesao`);
    await db.execute(sql`analyze proposta_adesao_contatos, historico_propostas_adesao`);
  }
}
