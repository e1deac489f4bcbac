import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { beneficiarioLabel, BUSINESS_TIME_ZONE, maskCpf, maskPhone } from '../../../src/domain';
import { csvField, type ReportCell } from './csv';
import type { ReportLookups } from './lookups';
import { propostas } from '../../../i18n/pt-BR/propostas';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * One column of a report, said once and read two ways: `text` is the SQL that writes the cell as
 * the CSV shows it (PostgreSQL formats a million rows far faster than Node parses and formats
 * them), `value` the typed cell the XLSX keeps (real dates and numbers).
 */
export interface ReportColumn<Row> {
  header: string;
  text: SQL;
  value: (row: Row, lookups: ReportLookups) => ReportCell;
  /** The cell can never hold ';', '"' or a line break (dates, numbers, our labels). */
  safe?: boolean;
  /** A LEFT JOIN the text reads from (names by id), joined once per export query. */
  join?: SQL;
}

/** What the CSV line needs of a column: the list exports have no XLSX, hence no typed value. */
export type CsvColumn = Omit<ReportColumn<never>, 'value'>;

type Key<Row> = keyof Row & string;
/** The headers (catalogue 'servidor.relatorios') and the yes/no cells ('servidor.comum'). */
const TEXTO = servidor.relatorios;
const { sim: SIM, nao: NAO } = servidor.comum;
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** Text as it is; numbers as digits (integers read the same in pt-BR). */
export function plain<Row>(header: string, key: Key<Row>, column: PgColumn): ReportColumn<Row> {
  return { header, text: sql`${column}::text`, value: (row) => row[key] as ReportCell };
}

/** A number (contract number, due day): never quoted. */
export function numeric<Row>(header: string, key: Key<Row>, column: PgColumn): ReportColumn<Row> {
  return { ...plain(header, key, column), safe: true };
}

/** A timestamp as its dd/MM/yyyy day in Brasília. */
export function day<Row>(header: string, key: Key<Row>, column: PgColumn): ReportColumn<Row> {
  return {
    header,
    text: sql`to_char(${column} at time zone ${zone}, 'DD/MM/YYYY')`,
    value: (row) => row[key] as Date | null,
    safe: true,
  };
}

/** A calendar date (no time) as dd/MM/yyyy. */
export function calendarDate<Row>(
  header: string,
  key: Key<Row>,
  column: PgColumn,
): ReportColumn<Row> {
  return {
    header,
    text: sql`to_char(${column}, 'DD/MM/YYYY')`,
    safe: true,
    value: (row) => {
      const iso = row[key] as string | null;
      return iso ? new Date(`${iso}T12:00:00Z`) : null;
    },
  };
}

export function yesNo<Row>(header: string, key: Key<Row>, column: PgColumn): ReportColumn<Row> {
  return {
    header,
    text: sql`case when ${column} then ${SIM} else ${NAO} end`,
    safe: true,
    value: (row) => (row[key] ? SIM : NAO),
  };
}

/**
 * Holder or dependent (the catalogue's propostas.beneficiario, as the lists' chip says it), by
 * whether the row points at a holder. The SQL is written at each query, so it says what the
 * catalogue says then.
 */
export function beneficiario<Row extends { propostaTitularId?: number | null }>(
  header: string,
  propostaTitularId: PgColumn,
): ReportColumn<Row> {
  const B = propostas.beneficiario;
  return {
    header,
    get text() {
      return sql`case when ${propostaTitularId} is null then ${B.titular} else ${B.dependente} end`;
    },
    safe: true,
    value: (row) => beneficiarioLabel(row),
  };
}

/** An id shown by its label from a domain list (situations, kinds). */
export function labelled<Row>(
  header: string,
  key: Key<Row>,
  column: PgColumn,
  choices: readonly { id: number; label: string }[],
  otherwise = '',
): ReportColumn<Row> {
  const cases = sql.join(
    choices.map((c) => sql`when ${sql.raw(String(c.id))} then ${c.label}`),
    sql` `,
  );
  return {
    header,
    text: sql`case ${column} ${cases} else ${otherwise} end`,
    safe: [...choices.map((c) => c.label), otherwise].every((label) => csvField(label) === label),
    value: (row) => choices.find((c) => c.id === row[key])?.label ?? otherwise,
  };
}

export function cpf<Row>(header: string, key: Key<Row>, column: PgColumn): ReportColumn<Row> {
  return {
    header,
    // substr, not regexp_replace: ten times cheaper over a million rows.
    text: sql`case when length(${column}) = 11 then substr(${column}, 1, 3) || '.' || substr(${column}, 4, 3) || '.' || substr(${column}, 7, 3) || '-' || substr(${column}, 10, 2) else ${column} end`,
    safe: true,
    value: (row) => maskCpf(row[key] as string),
  };
}

/** A phone number masked as (11) 98765-4321; `column` may be a subquery (a first contact). */
export function phone<Row>(
  header: string,
  key: Key<Row>,
  column: PgColumn | SQL,
): ReportColumn<Row> {
  return {
    header,
    text: sql`regexp_replace(${column}, '^(\\d{2})(\\d{4,5})(\\d{4})$', '(\\1) \\2-\\3')`,
    value: (row) => (row[key] ? maskPhone(row[key] as string) : null),
  };
}

/**
 * The name behind an id (unit, broker, dealership, user): a LEFT JOIN under an alias named after
 * the id column, so two user columns (two approvers) join the users table twice.
 */
type NameKind = Exclude<keyof ReportLookups, 'experiencia'>;

export function nameOf<Row>(
  header: string,
  key: Key<Row>,
  column: PgColumn,
  kind: NameKind,
): ReportColumn<Row> {
  const alias = sql.raw(`"nome_${column.name}"`);
  const joins: Record<NameKind, { join: SQL; text: SQL }> = {
    unidade: {
      join: sql`left join unidades ${alias} on ${alias}.codigo_unidade = ${column}`,
      text: sql`${alias}.uf || ' - ' || ${alias}.nome_unidade`,
    },
    corretor: {
      join: sql`left join corretores ${alias} on ${alias}.id = ${column}`,
      text: sql`${alias}.nome`,
    },
    concessionaria: {
      join: sql`left join concessionarias ${alias} on ${alias}.id = ${column}`,
      text: sql`${alias}.nome`,
    },
    usuario: {
      join: sql`left join usuarios ${alias} on ${alias}.id = ${column}`,
      text: sql`trim(${alias}.first_name || ' ' || ${alias}.last_name)`,
    },
  };
  return {
    header,
    ...joins[kind],
    value: (row, lookups) => lookups[kind](row[key] as number | null),
  };
}

/**
 * The applicant's satisfaction answer (campaigns, spec 2.6): the rating and the comment of the
 * latest answer of the proposal. One LATERAL join, carried by the rating column; the comment
 * column reads the same alias, so the two always go together, rating first.
 */
export function experiencia<Row extends { id: number }>(): ReportColumn<Row>[] {
  const alias = sql.raw('"experiencia"');
  return [
    {
      header: TEXTO.colunas.notaExperiencia,
      join: sql`left join lateral (select r.valor, r.comentario from respostas_campanhas r
        where r.identificador_usuario = 'proposta-' || propostas_adesao.id
        order by r.id desc limit 1) ${alias} on true`,
      text: sql`${alias}.valor`,
      safe: true,
      value: (row, lookups) => {
        const valor = lookups.experiencia(row.id)?.valor;
        return valor ? Number(valor) : null;
      },
    },
    {
      header: TEXTO.colunas.comentarioExperiencia,
      text: sql`${alias}.comentario`,
      value: (row, lookups) => lookups.experiencia(row.id)?.comentario ?? null,
    },
  ];
}

/**
 * A text cell that would start a formula (csv.ts FORMULA_START: '=', '+', '-', '@', tab, CR)
 * gets a leading apostrophe. Typed text (names, comments, e-mails) may start that way; our own
 * formats (dates, numbers, labels: the `safe` columns) never do.
 */
function neutralised(text: SQL): SQL {
  return sql`case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end`;
}

/**
 * The whole CSV line of a row in SQL, and the joins it reads names from: every cell that may
 * need it through csv_campo (migration 0010: '' for null, quoted when it holds ';', '"' or a line
 * break) after its formula is neutralised, the safe ones only coalesced, joined by ';'.
 */
export function csvLine(columns: readonly CsvColumn[]): { line: SQL; joins: SQL } {
  const cells = columns.map((c) =>
    c.safe ? sql`coalesce(${c.text}, '')` : sql`csv_campo(${neutralised(c.text)})`,
  );
  const joins = columns.flatMap((c) => (c.join ? [c.join] : []));
  return { line: sql`concat_ws(';', ${sql.join(cells, sql`, `)})`, joins: sql.join(joins, sql` `) };
}
