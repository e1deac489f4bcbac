import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isDateBR, parseDateBR } from './dates';
import { TIPO_PROPOSTA } from './kinds';
import { MESSAGES } from './messages';
import { ESTADOS_CIVIS, GRAUS_PARENTESCO, SEXOS } from './people';
import { ESTADOS, UNIDADES } from './places';
import { VENCIMENTOS_MENSALIDADE } from './pme';
import { cepField, cpfField, emailField, mobileField, nameField, phoneField } from './schemas';
import { isNumericId15 } from './validators';
import { entrada as textosEntrada } from '../../i18n/pt-BR/entrada';

/**
 * The proposal entry form (internal adhesion, retention, portability): one schema per wizard
 * step, and the whole form as their sum. The client validates each step with them before moving
 * on; POST api/adesao/criar runs the same schema, so a rule can never differ between the two.
 */

/** The kinds a dealership creates through this form. */
export const TIPOS_ENTRADA = [
  TIPO_PROPOSTA.Comum,
  TIPO_PROPOSTA.Retencao,
  TIPO_PROPOSTA.Portabilidade,
] as const;
export type TipoEntrada = (typeof TIPOS_ENTRADA)[number];

/**
 * The entry's own validation messages are catalogue texts (entrada.mensagens): the schemas and
 * the server say them in pt-BR, and the browser recognises them and shows the chosen language's
 * text of the same key (src/providers/i18nProvider.ts).
 */
export const ENTRADA_TEXTOS = textosEntrada.mensagens;

const required = MESSAGES.required;
const idIn = (ids: readonly number[]) =>
  number()
    .transform((value, original) => (original === '' || original == null ? undefined : value))
    .typeError(required)
    .required(required)
    .oneOf([...ids], required);

const birthDate = () =>
  string()
    .required(required)
    .test('data', MESSAGES.dateInvalid, (value) => isDateBR(value))
    .test('futura', ENTRADA_TEXTOS.dataFutura, (value) => {
      const date = parseDateBR(value);
      return !date || date.getTime() <= Date.now();
    });

/** The fields every beneficiary has, holder and dependents alike. */
const beneficiarioFields = {
  cpf: cpfField().required(required),
  nome: nameField(150).trim().required(required),
  nomeSocial: nameField(150).trim().default(''),
  dataNascimento: birthDate(),
  nomeMae: nameField(150).trim().required(required),
  cartaoNacionalSaude: string()
    .default('')
    .test('cns', MESSAGES.numericId15Invalid, (value) => !value || isNumericId15(value)),
  estadoCivilId: idIn(ESTADOS_CIVIS.map((e) => e.id)),
  sexoId: idIn(SEXOS.map((s) => s.id)),
};

export const titularSchema = object({
  ...beneficiarioFields,
  email: emailField(120).trim().required(MESSAGES.emailRequired),
  celular: mobileField().required(ENTRADA_TEXTOS.celularObrigatorio),
  telefone: phoneField().default(''),
});

export const enderecoSchema = object({
  cep: cepField().required(required),
  logradouro: string().trim().required(required).max(150, MESSAGES.maxLength),
  numero: string().trim().required(required).max(10, MESSAGES.maxLength),
  complemento: string().trim().default('').max(60, MESSAGES.maxLength),
  bairro: string().trim().required(required).max(80, MESSAGES.maxLength),
  cidade: string().trim().required(required).max(80, MESSAGES.maxLength),
  uf: string()
    .required(required)
    .oneOf(
      ESTADOS.map((e) => e.sigla),
      required,
    ),
});

export const dependenteSchema = object({
  ...beneficiarioFields,
  grauParentescoId: idIn(GRAUS_PARENTESCO.map((g) => g.id)),
});

export const MAX_DEPENDENTES = 20;

export const dependentesSchema = object({
  dependentes: array(dependenteSchema).max(MAX_DEPENDENTES).default([]),
});

export const vendaSchema = object({
  codigoUnidade: idIn(UNIDADES.map((u) => u.codigoUnidade)),
  planoSaudeId: number().typeError(required).required(required).positive(required),
  corretorId: number().typeError(required).required(required).positive(required),
  diaVencimento: idIn(VENCIMENTOS_MENSALIDADE),
});

/** Waiting-period carry-over: required on portability, absent from the other kinds. */
export const portabilidadeSchema = object({
  advindoOutraOperadora: boolean().default(true),
  operadoraOrigem: string().trim().required(required).max(150, MESSAGES.maxLength),
  tempoPermanenciaMeses: number()
    .transform((value, original) => (original === '' || original == null ? undefined : value))
    .typeError(ENTRADA_TEXTOS.permanenciaInvalida)
    .required(required)
    .integer(ENTRADA_TEXTOS.permanenciaInvalida)
    .min(0, ENTRADA_TEXTOS.permanenciaInvalida)
    .max(600, ENTRADA_TEXTOS.permanenciaInvalida),
  dataAproveitamentoCarencia: string()
    .required(required)
    .test('data', MESSAGES.dateInvalid, (value) => isDateBR(value))
    .test('futura', ENTRADA_TEXTOS.dataAproveitamentoFutura, (value) => {
      const date = parseDateBR(value);
      return !date || date.getTime() <= Date.now();
    }),
});

export const entradaSchema = (tipo: TipoEntrada) =>
  object({
    tipo: mixed<TipoEntrada>()
      .oneOf([...TIPOS_ENTRADA])
      .required(required),
    titular: titularSchema,
    endereco: enderecoSchema,
    dependentes: array(dependenteSchema).max(MAX_DEPENDENTES).default([]),
    venda: vendaSchema,
    portabilidade:
      tipo === TIPO_PROPOSTA.Portabilidade
        ? portabilidadeSchema.required()
        : portabilidadeSchema.optional().default(undefined),
  }).test('cpfs-distintos', ENTRADA_TEXTOS.cpfRepetido, function (form) {
    const seen = new Set<string>();
    const dependentes = (form.dependentes ?? []) as { cpf?: string }[];
    const all = [form.titular?.cpf, ...dependentes.map((d) => d.cpf)];
    for (const [index, raw] of all.entries()) {
      const cpf = String(raw ?? '').replace(/\D/g, '');
      if (!cpf) continue;
      if (seen.has(cpf)) {
        const path = index === 0 ? 'titular.cpf' : `dependentes[${index - 1}].cpf`;
        return this.createError({ path, message: ENTRADA_TEXTOS.cpfRepetido });
      }
      seen.add(cpf);
    }
    return true;
  });

export type TitularForm = InferType<typeof titularSchema>;
export type EnderecoForm = InferType<typeof enderecoSchema>;
export type DependenteForm = InferType<typeof dependenteSchema>;
export type VendaForm = InferType<typeof vendaSchema>;
export type PortabilidadeForm = InferType<typeof portabilidadeSchema>;
export type EntradaForm = InferType<ReturnType<typeof entradaSchema>>;

/** The steps' names are catalogue texts (entrada.passos, keyed like `key`); the wizard reads
 * the key in the chosen language. */
const PASSOS = textosEntrada.passos;

/** The wizard's steps, in order; portability adds the waiting-period step. */
export const PASSOS_ENTRADA = [
  { key: 'titular', label: PASSOS.titular },
  { key: 'endereco', label: PASSOS.endereco },
  { key: 'dependentes', label: PASSOS.dependentes },
  { key: 'venda', label: PASSOS.venda },
  { key: 'portabilidade', label: PASSOS.portabilidade },
  { key: 'revisao', label: PASSOS.revisao },
] as const;
export type PassoEntrada = (typeof PASSOS_ENTRADA)[number]['key'];

export function passosDe(tipo: TipoEntrada) {
  return PASSOS_ENTRADA.filter(
    (p) => p.key !== 'portabilidade' || tipo === TIPO_PROPOSTA.Portabilidade,
  );
}

/** What the form submission answers (POST api/adesao/criar). */
export interface EntradaCriada {
  id: number;
  numeroContrato: number;
  /** null while the holder is under 49 and waits for the age release. */
  situacaoPropostaAdesaoId: number | null;
  aguardandoLiberacaoIdade: boolean;
  dependentes: { id: number; nome: string }[];
}
