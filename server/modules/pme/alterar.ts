import { eq } from 'drizzle-orm';
import { ValidationError } from 'yup';
import { format } from 'date-fns';
import { onlyDigits, parseDateBR, pmePropostaSchema, SITUACAO_PME } from '../../../src/domain';
import type { Database } from '../../db/client';
import { propostasPme, type ContatoPme, type EnderecoPme } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { loadPropostaPme } from './service';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** POST api/propostaPme/alterar: the PME form, checked with the client's own yup schema. */
export const ALTERADO = ptBR.pme.alterado;
export const EDICAO_NAO_PERMITIDA = servidor.pme.edicaoSoRecebida;
export const VERSAO_DESATUALIZADA = servidor.pme.alteradaPorOutraPessoa;

type Body = Record<string, unknown> & { id: number; versao?: number };

/** yup's errors as the envelope's messages and messages by field (react-hook-form paths). */
export async function validateOrThrow<T>(
  schema: { validate(value: unknown, options: object): Promise<T> },
  value: unknown,
): Promise<T> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path || '_';
      errors[key] ??= inner.errors[0];
    }
    throw new HttpError(400, [...new Set(Object.values(errors))], errors);
  }
}

const text = (value: unknown) => (value == null ? '' : String(value).trim());
const optional = (value: unknown) => text(value) || null;
const digits = (value: unknown) => onlyDigits(text(value)) || null;
/** The form's dd/MM/yyyy as the date column's yyyy-MM-dd. */
function isoDate(value: unknown): string | null {
  const date = parseDateBR(text(value));
  return date ? format(date, 'yyyy-MM-dd') : null;
}

function enderecosOf(list: Record<string, unknown>[]): EnderecoPme[] {
  return list.map((e, index) => ({
    id: index + 1,
    cep: onlyDigits(text(e.cep)),
    logradouro: text(e.logradouro),
    numero: text(e.numero),
    complemento: optional(e.complemento),
    bairro: text(e.bairro),
    municipio: text(e.municipio),
    uf: text(e.uf).toUpperCase(),
    telefoneEmpresa: digits(e.telefoneEmpresa),
    telefoneFax: digits(e.telefoneFax),
    telefoneCelular: digits(e.telefoneCelular),
    telefoneCobranca: digits(e.telefoneCobranca),
    indEnderecoLocalizacao: e.indEnderecoLocalizacao === 'S' ? 'S' : 'N',
    indEnderecoCorrespondencia: e.indEnderecoCorrespondencia === 'S' ? 'S' : 'N',
  }));
}

function contatosOf(list: Record<string, unknown>[]): ContatoPme[] {
  return list.map((c, index) => ({
    id: index + 1,
    telefone: digits(c.telefone),
    nome: text(c.nome),
    cargo: text(c.cargo),
    email: optional(c.email),
    emailParaFaturamento: c.emailParaFaturamento === true,
  }));
}

/** An empty optional field may arrive as null: the form's rules read it as '' (not filled). */
export function blankNulls(value: unknown): unknown {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(blankNulls);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, blankNulls(v)]));
  }
  return value;
}

/** The form's values as the columns keep them (shared by creating and altering). */
export function dadosEmpresa(body: Record<string, unknown>) {
  const r = (body.representanteLegal ?? {}) as Record<string, unknown>;
  const enderecos = enderecosOf(body.enderecos as Record<string, unknown>[]);
  const contatos = contatosOf(body.contatos as Record<string, unknown>[]);
  if (!enderecos.length || !contatos.length) throw badRequest(ptBR.validacao.required);
  return {
    cnpj: onlyDigits(text(body.cnpj)),
    razaoSocial: text(body.razaoSocial),
    nomeFantasia: text(body.nomeFantasia),
    nomeFantasiaAbreviado: text(body.nomeFantasiaAbreviado),
    codAtividadeEconomica: text(body.codAtividadeEconomica)
      ? Number(body.codAtividadeEconomica)
      : null,
    classificacaoTributaria: Number(body.classificacaoTributaria),
    inscricaoEstadual: optional(body.inscricaoEstadual),
    inscricaoMunicipal: optional(body.inscricaoMunicipal),
    codigoTipoSociedade: Number(body.codigoTipoSociedade),
    situacaoCadastral: Number(body.situacaoCadastral),
    dataFundacao: isoDate(body.dataFundacao),
    numeroCarteira: optional(body.numeroCarteira),
    vencimentoMensalidade: Number(body.vencimentoMensalidade),
    representanteLegal: {
      cpf: onlyDigits(text(r.cpf)),
      nome: text(r.nome),
      email: text(r.email),
      telefone: onlyDigits(text(r.telefone)),
      cargo: text(r.cargo),
      dataNascimento: text(r.dataNascimento),
      enderecoCep: onlyDigits(text(r.enderecoCep)),
      enderecoLogradouro: text(r.enderecoLogradouro),
      enderecoNumero: text(r.enderecoNumero),
      enderecoBairro: text(r.enderecoBairro),
      enderecoMunicipio: text(r.enderecoMunicipio),
      enderecoUf: text(r.enderecoUf).toUpperCase(),
      enderecoComplemento: optional(r.enderecoComplemento),
    },
    enderecos,
    contatos,
  };
}

export async function alterarPropostaPme(db: Database, body: Body) {
  const current = await loadPropostaPme(db, body.id);
  if (current.situacao !== SITUACAO_PME.Recebida) throw conflict(EDICAO_NAO_PERMITIDA);
  if (body.versao != null && body.versao !== current.versao) throw conflict(VERSAO_DESATUALIZADA);
  await validateOrThrow(pmePropostaSchema, blankNulls(body));
  const [updated] = await db
    .update(propostasPme)
    .set({ ...dadosEmpresa(body), versao: current.versao + 1, dataAtualizacao: new Date() })
    .where(eq(propostasPme.id, current.id))
    .returning({ versao: propostasPme.versao });
  return updated;
}
