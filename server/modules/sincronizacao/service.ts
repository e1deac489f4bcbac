import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { MESSAGES, type AcaoSincronizacao, type LinhaSincronizacao } from '../../../src/domain';
import { concessionaria } from '../../../src/registries/concessionaria';
import { corretor } from '../../../src/registries/corretor';
import { errorsByField, normaliseRecord, recordSchema } from '../../../src/registries/schema';
import type { Database, Executor } from '../../db/client';
import { concessionarias, corretores } from '../../db/schema';
import { diff, writeHistory } from '../../crud/history';
import { badRequest, HttpError } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';

const MSG = servidor.sincronizacao;

export const MAX_BYTES = 2 * 1024 * 1024;
const OBRIGATORIAS = ['tipo', 'nome', 'documento'];

/** A header cell as a column key: 'CNPJ Concessionária' → 'cnpj_concessionaria'. */
function columnKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const onlyDigits = (value: string) => value.replace(/\D/g, '');

interface LinhaValida {
  relatorio: LinhaSincronizacao;
  /** The record's values as the declared resource stores them (no concessionariaId yet). */
  valores: Record<string, unknown>;
  cnpjConcessionaria?: string;
}

/** Rows of the file as records by column; refuses a file that cannot be a sync file at all. */
function lerCsv(conteudo: string): { linha: number; campos: Record<string, string> }[] {
  if (Buffer.byteLength(conteudo) > MAX_BYTES) throw new HttpError(413, [MSG.arquivoGrande]);
  let rows: string[][];
  try {
    rows = parse(conteudo.replace(/^\uFEFF/, ''), {
      delimiter: [';', ','],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badRequest(MSG.arquivoIlegivel);
  }
  if (rows.length < 2) throw badRequest(MSG.arquivoVazio);
  const header = rows[0].map(columnKey);
  const faltando = OBRIGATORIAS.filter((c) => !header.includes(c));
  if (faltando.length)
    throw badRequest(format(MSG.colunasFaltando, { colunas: faltando.join(', ') }));
  return rows.slice(1).map((cells, index) => ({
    linha: index + 2,
    campos: Object.fromEntries(header.map((key, i) => [key, cells[i] ?? ''])),
  }));
}

/** One line checked with the declared resource's own schema and messages. */
function validarLinha(linha: number, campos: Record<string, string>): LinhaValida {
  const tipo = columnKey(campos.tipo ?? '');
  const relatorio: LinhaSincronizacao = {
    linha,
    tipo: tipo === 'concessionaria' || tipo === 'corretor' ? tipo : null,
    nome: campos.nome || null,
    documento: campos.documento ? onlyDigits(campos.documento) || campos.documento : null,
    acao: null,
    erros: [],
  };
  if (!relatorio.tipo) {
    relatorio.erros.push(MSG.tipoInvalido);
    return { relatorio, valores: {} };
  }
  const ativoTexto = (campos.ativo ?? '').trim().toUpperCase();
  if (ativoTexto && !['S', 'N', 'SIM', 'NAO', 'NÃO'].includes(ativoTexto)) {
    relatorio.erros.push(MSG.ativoInvalido);
  }
  const definition = relatorio.tipo === 'concessionaria' ? concessionaria : corretor;
  const raw: Record<string, unknown> = {
    nome: campos.nome,
    [relatorio.tipo === 'concessionaria' ? 'cnpj' : 'cpf']: campos.documento,
    email: campos.email,
    telefone: campos.telefone,
    ativo: ativoTexto ? ativoTexto.startsWith('S') : true,
  };
  if (relatorio.tipo === 'concessionaria') {
    raw.codigoUnidade = campos.unidade ? Number(campos.unidade) : null;
  }
  const schema = recordSchema(
    { ...definition, fields: definition.fields.filter((f) => f.source !== 'concessionariaId') },
    { mode: 'create', scoped: false },
  );
  let valores: Record<string, unknown> = {};
  try {
    valores = schema.validateSync(normaliseRecord(definition, raw), {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    for (const [source, message] of Object.entries(errorsByField(error))) {
      const label = definition.fields.find((f) => f.source === source)?.label ?? source;
      relatorio.erros.push(`${label}: ${message}`);
    }
  }
  const cnpjConcessionaria = onlyDigits(campos.cnpj_concessionaria ?? '');
  if (relatorio.tipo === 'corretor' && !cnpjConcessionaria) {
    relatorio.erros.push(`${MSG.cnpjConcessionaria}: ${MESSAGES.required}`);
  }
  return { relatorio, valores, cnpjConcessionaria };
}

/**
 * The whole file checked against the file itself and the database: each line's action
 * (create, update, nothing) or its errors. Nothing is written.
 */
export async function analisar(db: Executor, conteudo: string) {
  const linhas = lerCsv(conteudo).map(({ linha, campos }) => validarLinha(linha, campos));
  const vistos = new Map<string, number>();
  for (const l of linhas) {
    const key = `${l.relatorio.tipo}:${l.relatorio.documento}`;
    if (l.relatorio.documento && vistos.has(key)) {
      l.relatorio.erros.push(format(MSG.documentoRepetido, { linha: vistos.get(key)! }));
    } else vistos.set(key, l.relatorio.linha);
  }
  const cnpjs = linhas.flatMap((l) =>
    l.relatorio.tipo === 'concessionaria' && l.valores.cnpj ? [String(l.valores.cnpj)] : [],
  );
  const referidos = linhas.flatMap((l) => (l.cnpjConcessionaria ? [l.cnpjConcessionaria] : []));
  const cpfs = linhas.flatMap((l) => (l.valores.cpf ? [String(l.valores.cpf)] : []));
  const existentesConc =
    cnpjs.length || referidos.length
      ? await db
          .select()
          .from(concessionarias)
          .where(inArray(concessionarias.cnpj, [...new Set([...cnpjs, ...referidos])]))
      : [];
  const existentesCorr = cpfs.length
    ? await db.select().from(corretores).where(inArray(corretores.cpf, cpfs))
    : [];
  const concPorCnpj = new Map(existentesConc.map((c) => [c.cnpj, c]));
  const corrPorCpf = new Map(existentesCorr.map((c) => [c.cpf, c]));
  const noArquivo = new Set(cnpjs);

  for (const l of linhas) {
    if (l.relatorio.tipo === 'corretor' && l.cnpjConcessionaria) {
      if (!concPorCnpj.has(l.cnpjConcessionaria) && !noArquivo.has(l.cnpjConcessionaria)) {
        l.relatorio.erros.push(MSG.concessionariaNaoEncontrada);
      }
    }
    if (l.relatorio.erros.length) continue;
    const atual =
      l.relatorio.tipo === 'concessionaria'
        ? concPorCnpj.get(String(l.valores.cnpj))
        : corrPorCpf.get(String(l.valores.cpf));
    const comparaveis = { ...l.valores } as Record<string, unknown>;
    if (l.relatorio.tipo === 'corretor' && atual) {
      const conc = concPorCnpj.get(l.cnpjConcessionaria!);
      // A broker moving to a dealership created by this same file is always a change.
      comparaveis.concessionariaId = conc?.id ?? -1;
    }
    const mudancas = atual
      ? diff(atual as Record<string, unknown>, comparaveis, Object.keys(comparaveis))
      : {};
    const acao: AcaoSincronizacao = !atual
      ? 'criar'
      : Object.keys(mudancas).length
        ? 'atualizar'
        : 'sem-alteracao';
    l.relatorio.acao = acao;
  }
  return { linhas, concPorCnpj, corrPorCpf };
}

export function resumo(linhas: LinhaValida[]) {
  const relatorio = linhas.map((l) => l.relatorio);
  return {
    linhas: relatorio,
    erros: relatorio.filter((l) => l.erros.length).length,
    criar: relatorio.filter((l) => l.acao === 'criar').length,
    atualizar: relatorio.filter((l) => l.acao === 'atualizar').length,
  };
}

export class ImportacaoRecusada extends Error {
  constructor(readonly sumario: ReturnType<typeof resumo>) {
    super(format(MSG.recusado, { smart_count: sumario.erros }));
  }
}

/**
 * All or nothing: any line with an error refuses the whole file (ImportacaoRecusada, with the
 * report); otherwise dealerships first, then brokers, in one transaction, each with its history.
 */
export async function importar(db: Database, user: CurrentUser, conteudo: string) {
  return db.transaction(async (tx) => {
    const { linhas, concPorCnpj, corrPorCpf } = await analisar(tx, conteudo);
    const sumario = resumo(linhas);
    if (sumario.erros) throw new ImportacaoRecusada(sumario);
    const ordem = [...linhas].sort(
      (a, b) => Number(a.relatorio.tipo === 'corretor') - Number(b.relatorio.tipo === 'corretor'),
    );
    for (const l of ordem) {
      if (l.relatorio.acao === 'sem-alteracao') continue;
      const conc = l.relatorio.tipo === 'concessionaria';
      const table = conc ? concessionarias : corretores;
      const valores = { ...l.valores };
      if (!conc) valores.concessionariaId = concPorCnpj.get(l.cnpjConcessionaria!)!.id;
      const atual = conc
        ? concPorCnpj.get(String(valores.cnpj))
        : corrPorCpf.get(String(valores.cpf));
      const recurso = conc ? 'concessionarias' : 'corretores';
      if (!atual) {
        const [row] = await tx
          .insert(table)
          .values(valores as never)
          .returning();
        if (conc) concPorCnpj.set(String(valores.cnpj), row as never);
        await writeHistory(tx, {
          recurso,
          registroId: row.id,
          acao: 'criado',
          alteracoes: diff({}, valores, Object.keys(valores)),
          user,
        });
      } else {
        const alteracoes = diff(atual as Record<string, unknown>, valores, Object.keys(valores));
        await tx
          .update(table)
          .set({ ...valores, versao: atual.versao + 1 } as never)
          .where(eq(table.id, atual.id));
        await writeHistory(tx, {
          recurso,
          registroId: atual.id,
          acao: 'alterado',
          alteracoes,
          user,
        });
      }
    }
    return sumario;
  });
}
