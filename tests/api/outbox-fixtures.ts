import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import {
  historicoPropostasAdesao,
  outbox,
  propostaAdesaoContatos,
  propostasAdesao,
} from '../../server/db/schema';
import { SITUACAO, TIPO_PROPOSTA } from '../../src/domain';

/**
 * Proposals for the outside-systems tests, written straight to the database in the status a
 * test starts from (the proposals' own tests cover how a proposal gets there).
 */
export interface FamiliaOptions {
  situacao: number;
  email?: string | null;
  telefone?: string | null;
  dependentes?: number;
  nome?: string;
}

let cpfSequence = 0;
/** A valid CPF (check digits computed), different on every call. */
export function novoCpf(): string {
  cpfSequence += 1;
  const base = String(100_000_000 + ((process.pid * 7919 + cpfSequence * 104_729) % 800_000_000))
    .padStart(9, '0')
    .slice(0, 9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

export async function criarFamilia(db: Database, options: FamiliaOptions) {
  const [titular] = await db
    .insert(propostasAdesao)
    .values({
      tipo: TIPO_PROPOSTA.Comum,
      situacaoPropostaAdesaoId: options.situacao,
      nome: options.nome ?? 'Conceição Araújo Gonçalves',
      cpf: novoCpf(),
      dataNascimento: '1955-03-14',
      nomeMae: 'Maria de Lourdes Araújo',
      email: options.email === undefined ? 'conceicao@example.com' : options.email,
      codigoUnidade: 1,
      diaVencimento: 10,
    })
    .returning();
  if (options.telefone !== null) {
    await db
      .insert(propostaAdesaoContatos)
      .values({ propostaAdesaoId: titular.id, telefone: options.telefone ?? '27999887766' });
  }
  const dependentes = [];
  for (let i = 0; i < (options.dependentes ?? 0); i += 1) {
    const [dependente] = await db
      .insert(propostasAdesao)
      .values({
        tipo: TIPO_PROPOSTA.Comum,
        situacaoPropostaAdesaoId: options.situacao,
        numeroContrato: titular.numeroContrato,
        propostaTitularId: titular.id,
        grauParentescoId: 3,
        nome: `João Gonçalves ${i + 1}`,
        cpf: novoCpf(),
        dataNascimento: '1953-07-02',
        codigoUnidade: 1,
      })
      .returning();
    dependentes.push(dependente);
  }
  return { titular, dependentes };
}

export async function proposta(db: Database, id: number) {
  const [row] = await db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id));
  return row;
}

export async function historico(db: Database, id: number) {
  return db
    .select()
    .from(historicoPropostasAdesao)
    .where(eq(historicoPropostasAdesao.propostaAdesaoId, id))
    .orderBy(historicoPropostasAdesao.id);
}

export async function mensagens(db: Database, topic?: string) {
  const rows = await db.select().from(outbox).orderBy(outbox.id);
  return topic ? rows.filter((row) => row.topic === topic) : rows;
}

export { SITUACAO };
