import { boolean, object, type StringSchema } from 'yup';
import { MESSAGES } from './messages';
import { cpfField, emailField, nameField, phoneField } from './schemas';

/**
 * The payer of a proposal (gestao-financeira): the holder, or another person with CPF, name,
 * e-mail and phone — all four required then. Screen and server validate with this one schema.
 */
export interface Pagador {
  pagadorTitular: boolean;
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const seOutraPessoa = (field: StringSchema<string | undefined, any>) =>
  field.nullable().when('pagadorTitular', {
    is: false,
    then: (schema) => schema.required(MESSAGES.required),
    otherwise: (schema) => schema.strip(),
  });

export const pagadorSchema = object({
  pagadorTitular: boolean().required(MESSAGES.required),
  nome: seOutraPessoa(nameField(150)),
  cpf: seOutraPessoa(cpfField()),
  email: seOutraPessoa(emailField(120)),
  telefone: seOutraPessoa(phoneField()),
});

export const CHAVE_ALTERAR_PAGADOR = 'alterar-pagador';
export const PAGADOR_ALTERADO = 'Pagador alterado com sucesso!';
