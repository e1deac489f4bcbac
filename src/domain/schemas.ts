import { object, string } from 'yup';
import { OBSERVATION_MAX, PENDENCY_RESOLUTION_MIN } from './constants';
import { isDateBR } from './dates';
import { MESSAGES } from './messages';
import {
  cnpjError,
  cpfError,
  isCep,
  isEmail,
  isHomePhone,
  isMobilePhone,
  isNameText,
  isOnlyNumbers,
  isPhone,
} from './validators';

/**
 * Reusable yup fields for the client's forms, built on the same validator functions as the
 * server's ajv formats. Every field lets an empty value through (so it can be optional) and is
 * made mandatory by the caller with `.required(MESSAGES.required)`: the same field serves the
 * required CPF of the legal representative and an optional phone of an address.
 */
const isEmpty = (value: string | null | undefined) => value == null || value === '';

export const cpfField = () =>
  string().test(
    'cpf',
    ({ value }) => MESSAGES[cpfError(String(value)) === 'cpfLength' ? 'cpfLength' : 'cpfInvalid'],
    (value) => (isEmpty(value) ? true : cpfError(value!) === null),
  );

export const cnpjField = () =>
  string().test(
    'cnpj',
    ({ value }) =>
      MESSAGES[cnpjError(String(value)) === 'cnpjLength' ? 'cnpjLength' : 'cnpjInvalid'],
    (value) => (isEmpty(value) ? true : cnpjError(value!) === null),
  );

export const cepField = () =>
  string().test('cep', MESSAGES.cepInvalid, (value) => isEmpty(value) || isCep(value!));

/** Residential or mobile phone; the message can name the phone ('Telefone fax inválido'). */
export const phoneField = (message: string = MESSAGES.phoneInvalid) =>
  string().test('telefone', message, (value) => isEmpty(value) || isPhone(value!));

export const homePhoneField = (message: string = MESSAGES.phoneInvalid) =>
  string().test('telefone-fixo', message, (value) => isEmpty(value) || isHomePhone(value!));

/** Mobile only (the PME address's telefoneCelular). */
export const mobileField = (message: string = MESSAGES.telefoneCelularInvalid) =>
  string().test('celular', message, (value) => isEmpty(value) || isMobilePhone(value!));

export const emailField = (max?: number) => {
  const field = string().test('email', MESSAGES.emailInvalid, (value) =>
    isEmpty(value) ? true : isEmail(value!),
  );
  return max ? field.max(max, MESSAGES.maxLength) : field;
};

/** The e-mail form (nurse invite, e-mail add): 'E-mail obrigatório.' then 'E-mail inválido'. */
export const requiredEmailField = () => emailField().required(MESSAGES.emailRequired);

export const dateBRField = () =>
  string().test('data', MESSAGES.dateInvalid, (value) => isEmpty(value) || isDateBR(value));

export const nameField = (max?: number) => {
  const field = string().test('nome', MESSAGES.nameInvalid, (value) =>
    isEmpty(value) ? true : isNameText(value!),
  );
  return max ? field.max(max, MESSAGES.maxLength) : field;
};

export const onlyNumbersField = () =>
  string().test(
    'numeros',
    MESSAGES.onlyNumbers,
    (value) => isEmpty(value) || isOnlyNumbers(value!),
  );

/** Text with a maximum length and the PME form's message. */
export const limitedText = (max: number) => string().max(max, MESSAGES.maxLength);

/** Login: the spec's messages are written without accents. */
export const loginSchema = object({
  username: string().required(MESSAGES.loginRequired).min(3, MESSAGES.loginInvalid),
  password: string().required(MESSAGES.loginRequired).min(8, MESSAGES.passwordShort),
});

/** Observation text: up to 1000 characters (the input is also cut at 1000, see clampObservation). */
export const observationField = () =>
  string().trim().required(MESSAGES.required).max(OBSERVATION_MAX, MESSAGES.maxLength);

/** Reason given when resolving a pending item: at least 8 characters. */
export const pendencyResolutionField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .min(PENDENCY_RESOLUTION_MIN, MESSAGES.pendencyResolutionMin);
