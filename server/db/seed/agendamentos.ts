import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE, TIPO_ATENDIMENTO } from '../../../src/domain';
import type { Executor } from '../client';
import {
  agendamentoCidades,
  enfermeiroHorarios,
  feriados,
  usuarioRoles,
  usuarios,
} from '../schema';

/** Where each unit sees applicants in person: its own city (unit 1 also in Vila Velha). */
export const DEMO_CIDADES: readonly { codigoUnidade: number; nome: string; uf: string }[] = [
  { codigoUnidade: 1, nome: 'Vitória', uf: 'ES' },
  { codigoUnidade: 1, nome: 'Vila Velha', uf: 'ES' },
  { codigoUnidade: 2, nome: 'Belo Horizonte', uf: 'MG' },
  { codigoUnidade: 3, nome: 'Brasília', uf: 'DF' },
  { codigoUnidade: 4, nome: 'Curitiba', uf: 'PR' },
  { codigoUnidade: 5, nome: 'Porto Alegre', uf: 'RS' },
  { codigoUnidade: 8, nome: 'Rio de Janeiro', uf: 'RJ' },
  { codigoUnidade: 9, nome: 'São Paulo', uf: 'SP' },
  { codigoUnidade: 10, nome: 'Campinas', uf: 'SP' },
  { codigoUnidade: 11, nome: 'Recife', uf: 'PE' },
];

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** In person in Vitória on Monday, Wednesday and Friday afternoons, in São Paulo on the others. */
const PRESENCIAL: Record<string, readonly number[]> = { Vitória: [1, 3, 5], 'São Paulo': [2, 4] };

/** The fixed-date national holidays (Leis 662/1949, 6.802/1980 and 14.759/2023). */
const FERIADOS_NACIONAIS: readonly [mesDia: string, nome: string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
  ['12-25', 'Natal'],
];

/**
 * The demo's holidays: the fixed national ones of this year and the next (yyyy-MM-dd). Tests
 * that pick a day to book skip these, since nobody is offered a slot on a holiday.
 */
export function feriadosDeDemonstracao(hoje: Date = new Date()): { data: string; nome: string }[] {
  const ano = hoje.getUTCFullYear();
  return [ano, ano + 1].flatMap((a) =>
    FERIADOS_NACIONAIS.map(([mesDia, nome]) => ({ data: `${a}-${mesDia}`, nome })),
  );
}

/**
 * Cities, the nurses' weekly hours, the national holidays and an appointment for every demo
 * proposal whose evaluation is marked as booked (marcada), so the demo can book, and the card
 * and lists agree with the appointments table. Idempotent: nothing is added where rows exist.
 */
export async function seedAgendamentos(db: Executor): Promise<void> {
  await db
    .insert(agendamentoCidades)
    .values([...DEMO_CIDADES])
    .onConflictDoNothing();
  const [horarios] = await db.select({ n: sql<number>`count(*)::int` }).from(enfermeiroHorarios);
  if (horarios.n === 0) await seedHorarios(db);
  await db.insert(feriados).values(feriadosDeDemonstracao()).onConflictDoNothing();
  await seedAgendamentosMarcados(db);
}

async function nurseId(db: Executor, role: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .where(and(eq(usuarioRoles.role, role), eq(usuarios.ativo, true)))
    .orderBy(usuarios.id)
    .limit(1);
  return row?.id;
}

async function seedHorarios(db: Executor): Promise<void> {
  const interno = await nurseId(db, ROLE.Enfermeiro);
  const externo = await nurseId(db, ROLE.EnfermeiroExterno);
  const cidades = await db
    .select({ id: agendamentoCidades.id, nome: agendamentoCidades.nome })
    .from(agendamentoCidades)
    .where(inArray(agendamentoCidades.nome, Object.keys(PRESENCIAL)));
  const rows: (typeof enfermeiroHorarios.$inferInsert)[] = [];
  if (interno) {
    for (const dia of WEEKDAYS) {
      rows.push({
        usuarioId: interno,
        diaSemana: dia,
        tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
        horaInicio: '08:00',
        horaFim: '12:00',
      });
      // One city an afternoon: a nurse is never offered in two places at once.
      const cidade = cidades.find((c) => PRESENCIAL[c.nome]?.includes(dia));
      if (cidade) {
        rows.push({
          usuarioId: interno,
          diaSemana: dia,
          tipoAtendimento: TIPO_ATENDIMENTO.PRESENCIAL,
          cidadeId: cidade.id,
          horaInicio: '13:00',
          horaFim: '17:00',
        });
      }
    }
  }
  // The external nurse works online every day, evenings included: the demo can always book.
  if (externo) {
    for (const dia of EVERY_DAY) {
      rows.push({
        usuarioId: externo,
        diaSemana: dia,
        tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
        horaInicio: '07:00',
        horaFim: '22:00',
      });
    }
  }
  if (rows.length) await db.insert(enfermeiroHorarios).values(rows);
}

/**
 * Booked proposals without an appointment get one: an evaluation already done was seen three
 * days after the proposal was created; one still awaited is booked on the coming days, both on
 * the 30-minute grid of the nurses' hours. A slot already taken is skipped (on conflict).
 */
async function seedAgendamentosMarcados(db: Executor): Promise<void> {
  const interno = await nurseId(db, ROLE.Enfermeiro);
  const externo = await nurseId(db, ROLE.EnfermeiroExterno);
  if (!interno || !externo) return;
  await db.execute(sql`
    with alvo as (
      select p.id, p.data_criacao, p.avaliacao_saude_concluida as feita,
        row_number() over (
          partition by p.avaliacao_saude_concluida,
            case when p.avaliacao_saude_concluida
              then (p.data_criacao at time zone 'America/Sao_Paulo')::date end
          order by p.id) as n
      from propostas_adesao p
      where p.marcada
        and not exists (select 1 from agendamentos a where a.proposta_adesao_id = p.id)
    ), horario as (
      select id, n,
        case when feita
          then ((data_criacao at time zone 'America/Sao_Paulo')::date + 3
                + time '07:00' + ((n - 1) % 30) * interval '30 minutes')
               at time zone 'America/Sao_Paulo'
          else ((now() at time zone 'America/Sao_Paulo')::date + 1 + ((n - 1) / 6)::int
                + time '07:00' + ((n - 1) % 6) * interval '30 minutes')
               at time zone 'America/Sao_Paulo'
        end as inicio
      from alvo
    )
    insert into agendamentos (proposta_adesao_id, profissional_id, setor, tipo_atendimento,
      inicio, fim, agendado_por, data_criacao)
    select id, ${externo}, 1, ${TIPO_ATENDIMENTO.ONLINE}, inicio, inicio + interval '30 minutes',
      'Carga inicial', least(inicio - interval '1 day', now())
    from horario
    on conflict do nothing
  `);
}
