import { eq, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import {
  canChangeDueDay,
  CHAVE_ALTERAR_PAGADOR,
  nomeDaSituacao,
  onlyDigits,
  pagadorSchema,
  type Pagador,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { planosSaude, propostasAdesao } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { assertVersion } from '../propostas/access';
import { loadVisible } from '../propostas/detail-service';
import { registrarHistorico } from '../propostas/historico';
import { lockProposta } from '../propostas/transitions';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

type Row = typeof propostasAdesao.$inferSelect;

function pagadorDe(row: Row): Pagador {
  return {
    pagadorTitular: row.pagadorTitular,
    nome: row.pagadorNome,
    cpf: row.pagadorCpf,
    email: row.pagadorEmail,
    telefone: row.pagadorTelefone,
  };
}

/** What the gestao-financeira screen shows of a proposal the user may see. */
export async function lerGestaoFinanceira(db: Executor, user: CurrentUser, id: number) {
  const row = await loadVisible(db, user, id);
  const [plano] = row.planoSaudeId
    ? await db
        .select({ nome: planosSaude.nome })
        .from(planosSaude)
        .where(eq(planosSaude.id, row.planoSaudeId))
    : [];
  return {
    id: row.id,
    versao: row.versao,
    nome: row.nome,
    cpf: row.cpf,
    situacao: nomeDaSituacao(row.situacaoPropostaAdesaoId),
    plano: plano?.nome ?? null,
    diaVencimento: row.diaVencimento,
    podeAlterarVencimento: canChangeDueDay(row.situacaoPropostaAdesaoId),
    pagador: pagadorDe(row),
  };
}

function descreverPagador(p: Pagador, titular: string): string {
  const T = servidor.gestaoFinanceira;
  return p.pagadorTitular
    ? format(T.pagadorTitular, { titular })
    : format(T.pagadorTerceiro, { nome: String(p.nome), cpf: String(p.cpf) });
}

/**
 * Sets the payer: lock, version check, the shared schema's messages, one history entry naming
 * the old and the new payer, version + 1 — in one transaction.
 */
export async function alterarPagador(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; versao: number; pagador: Record<string, unknown> },
) {
  let pagador: Pagador;
  try {
    const digits = (v: unknown) => (typeof v === 'string' ? onlyDigits(v) || null : v);
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() || null : v);
    const valid = await pagadorSchema.validate(
      {
        pagadorTitular: input.pagador.pagadorTitular,
        nome: text(input.pagador.nome),
        cpf: digits(input.pagador.cpf),
        email: text(input.pagador.email),
        telefone: digits(input.pagador.telefone),
      },
      { abortEarly: false, stripUnknown: true },
    );
    pagador = {
      pagadorTitular: valid.pagadorTitular,
      nome: valid.nome ?? null,
      cpf: valid.cpf ?? null,
      email: valid.email ?? null,
      telefone: valid.telefone ?? null,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
    throw new HttpError(400, [servidor.gestaoFinanceira.verifiqueCamposDestacados], errors);
  }
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, input.propostaId, { kind: 'usuario', user });
    assertVersion(input.versao, row.versao);
    const [updated] = await tx
      .update(propostasAdesao)
      .set({
        pagadorTitular: pagador.pagadorTitular,
        pagadorNome: pagador.nome,
        pagadorCpf: pagador.cpf,
        pagadorEmail: pagador.email,
        pagadorTelefone: pagador.telefone,
        versao: sql`${propostasAdesao.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasAdesao.id, row.id))
      .returning();
    await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: CHAVE_ALTERAR_PAGADOR,
      descricao: format(servidor.gestaoFinanceira.pagadorAlterado, {
        antes: descreverPagador(pagadorDe(row), row.nome),
        depois: descreverPagador(pagador, row.nome),
      }),
      situacaoAnteriorId: row.situacaoPropostaAdesaoId,
      situacaoNovaId: row.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
    return { id: updated.id, versao: updated.versao, pagador };
  });
}
