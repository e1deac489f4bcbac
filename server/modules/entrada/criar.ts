import { and, eq } from 'drizzle-orm';
import { ValidationError } from 'yup';
import {
  entradaSchema,
  TIPOS_ENTRADA,
  type EntradaCriada,
  type EntradaForm,
  type TipoEntrada,
} from '../../../src/domain';
import type { Database, Transaction } from '../../db/client';
import {
  corretores,
  planosSaude,
  propostaAdesaoContatos,
  propostasAdesao,
  rascunhosEntrada,
} from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { CHAVE_CRIACAO, registrarHistorico } from '../propostas/historico';
import { submissionEffects } from '../propostas/side-effects';
import { needsAgeRelease, runTransition } from '../propostas/transitions';
import { submeterDependentes } from './submeter';
import { servidor } from '../../../i18n/pt-BR/servidor';

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
/** dd/MM/yyyy (the form's) to the column's yyyy-MM-dd. */
const isoDate = (value: string) => value.split('/').reverse().join('-');

/** A refusal of one field, its path first (as the wizard shows it): 'venda.corretorId: ...'. */
const noCampo = (path: string, message: string) => `${path}: ${message}`;

/**
 * Runs the entry form's schema (the same one the wizard runs on each step) and answers the
 * pt-BR messages of every field that fails, with the field's path, as a 400.
 */
export async function validarEntrada(body: unknown): Promise<EntradaForm> {
  const tipo = (body as { tipo?: unknown } | null)?.tipo;
  if (!TIPOS_ENTRADA.includes(tipo as TipoEntrada)) {
    throw badRequest(servidor.comum.tipoPropostaInvalido);
  }
  try {
    return await entradaSchema(tipo as TipoEntrada).validate(body, {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = error.inner.length
      ? error.inner.map((e) => noCampo(e.path ?? '', e.message))
      : [error.message];
    throw new HttpError(400, [...new Set(messages)]);
  }
}

/** The plan must be active, the broker active and, for a dealership user, its own. */
async function conferirVenda(db: Database, user: CurrentUser, form: EntradaForm) {
  const [plano] = await db
    .select({ id: planosSaude.id })
    .from(planosSaude)
    .where(and(eq(planosSaude.id, form.venda.planoSaudeId), eq(planosSaude.ativo, true)));
  if (!plano)
    throw badRequest(noCampo('venda.planoSaudeId', servidor.comum.planoSaudeNaoEncontrado));
  const [corretor] = await db
    .select({ id: corretores.id, concessionariaId: corretores.concessionariaId })
    .from(corretores)
    .where(and(eq(corretores.id, form.venda.corretorId), eq(corretores.ativo, true)));
  if (
    !corretor ||
    (user.concessionariaId != null && corretor.concessionariaId !== user.concessionariaId)
  ) {
    throw badRequest(noCampo('venda.corretorId', servidor.entrada.corretorNaoEncontrado));
  }
  return corretor;
}

type Beneficiario = EntradaForm['titular'] | EntradaForm['dependentes'][number];

function beneficiarioColumns(b: Beneficiario) {
  return {
    cpf: digits(b.cpf),
    nome: b.nome,
    nomeSocial: b.nomeSocial || null,
    dataNascimento: isoDate(b.dataNascimento),
    nomeMae: b.nomeMae,
    cartaoNacionalSaude: b.cartaoNacionalSaude || null,
    estadoCivilId: b.estadoCivilId,
    sexoId: b.sexoId,
  };
}

/**
 * POST api/adesao/criar: the holder and each dependent become proposals (drafts first, with a
 * 'Proposta criada' entry in their timelines), then are submitted through the lifecycle's
 * 'submeter' row, which sends the purchase-intent term to the holder and queues each CPF's
 * Receita Federal check. A holder under 49 stays a draft until the age release. The form's
 * autosaved draft is removed in the same transaction.
 */
export async function criarProposta(
  db: Database,
  user: CurrentUser,
  form: EntradaForm,
  options: { publicUrl: string; rascunhoId?: number },
): Promise<EntradaCriada> {
  const corretor = await conferirVenda(db, user, form);
  const common = {
    tipo: form.tipo,
    codigoUnidade: form.venda.codigoUnidade,
    planoSaudeId: form.venda.planoSaudeId,
    corretorId: corretor.id,
    concessionariaId: corretor.concessionariaId,
    diaVencimento: form.venda.diaVencimento,
    criadoPorId: user.id,
    cep: digits(form.endereco.cep),
    logradouro: form.endereco.logradouro,
    numero: form.endereco.numero,
    complemento: form.endereco.complemento || null,
    bairro: form.endereco.bairro,
    cidade: form.endereco.cidade,
    uf: form.endereco.uf,
    ...(form.portabilidade
      ? {
          advindoOutraOperadora: form.portabilidade.advindoOutraOperadora,
          operadoraOrigemAproveitamentoCarencia: form.portabilidade.operadoraOrigem,
          tempoPermanenciaOperadoraMeses: form.portabilidade.tempoPermanenciaMeses,
          dataAproveitamentoCarencia: isoDate(form.portabilidade.dataAproveitamentoCarencia),
        }
      : {}),
  };
  const autor = { autorId: user.id, autor: user.nome };

  const created = await db.transaction(async (tx) => {
    const [titular] = await tx
      .insert(propostasAdesao)
      .values({ ...common, ...beneficiarioColumns(form.titular), email: form.titular.email })
      .returning();
    await tx.insert(propostaAdesaoContatos).values(
      [form.titular.celular, form.titular.telefone]
        .map(digits)
        .filter(Boolean)
        .map((telefone, ordem) => ({ propostaAdesaoId: titular.id, telefone, ordem })),
    );
    const dependentes = [];
    for (const dependente of form.dependentes) {
      const [row] = await tx
        .insert(propostasAdesao)
        .values({
          ...common,
          ...beneficiarioColumns(dependente),
          numeroContrato: titular.numeroContrato,
          propostaTitularId: titular.id,
          grauParentescoId: dependente.grauParentescoId,
        })
        .returning();
      dependentes.push(row);
    }
    for (const row of [titular, ...dependentes]) {
      await registrarHistorico(tx, {
        propostaAdesaoId: row.id,
        chave: CHAVE_CRIACAO,
        descricao: servidor.propostas.historico.criada,
        situacaoAnteriorId: null,
        situacaoNovaId: null,
        ...autor,
      });
    }
    if (options.rascunhoId) await apagarRascunho(tx, user, options.rascunhoId);
    return { titular, dependentes };
  });

  // Submission is the lifecycle's own transaction per proposal: the holder's sends the term.
  const aguardandoLiberacaoIdade = needsAgeRelease(created.titular);
  let situacao: number | null = null;
  if (!aguardandoLiberacaoIdade) {
    const actor = { kind: 'usuario' as const, user };
    const result = await runTransition(db, {
      propostaId: created.titular.id,
      action: 'submeter',
      actor,
      // The term and the holder's Receita Federal check, as 'Enviar proposta' sends them.
      after: submissionEffects(options.publicUrl, { id: user.id, nome: user.nome }),
    });
    situacao = result.proposta.situacaoPropostaAdesaoId;
    await submeterDependentes(db, actor, created.titular.id);
  }
  return {
    id: created.titular.id,
    numeroContrato: created.titular.numeroContrato,
    situacaoPropostaAdesaoId: situacao,
    aguardandoLiberacaoIdade,
    dependentes: created.dependentes.map((d) => ({ id: d.id, nome: d.nome })),
  };
}

export async function apagarRascunho(tx: Transaction | Database, user: CurrentUser, id: number) {
  await tx
    .delete(rascunhosEntrada)
    .where(and(eq(rascunhosEntrada.id, id), eq(rascunhosEntrada.usuarioId, user.id)));
}
