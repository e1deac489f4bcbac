import { isDateBR } from './dates';
import {
  isAlphanumericText,
  isCep,
  isCnpj,
  isCpf,
  isEmail,
  isMobilePhone,
  isNameText,
  isNumericId15,
  isPhone,
} from './validators';

/**
 * String formats for the server's JSON Schemas (TypeBox `format: 'cpf'` etc.). The server
 * registers them on ajv (server/app.ts); the functions are the ones the client's yup fields
 * call, so a value the form accepts is a value the API accepts.
 */
export const AJV_FORMATS: Record<string, (value: string) => boolean> = {
  cpf: isCpf,
  cnpj: isCnpj,
  cep: isCep,
  telefone: isPhone,
  celular: isMobilePhone,
  'email-br': isEmail,
  'data-br': isDateBR,
  'id-numerico-15': isNumericId15,
  'texto-nome': isNameText,
  'texto-alfanumerico': isAlphanumericText,
};
