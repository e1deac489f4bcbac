import { object } from 'yup';
import { MESSAGES } from './messages';
import {
  cepField,
  cnpjField,
  cpfField,
  dateBRField,
  emailField,
  homePhoneField,
  limitedText,
  loginSchema,
  mobileField,
  nameField,
  observationField,
  onlyNumbersField,
  pendencyResolutionField,
  phoneField,
  requiredEmailField,
} from './schemas';

/** The first error message of a field for a value, or null when valid. */
async function errorOf(schema: { validate(value: unknown): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('document fields', () => {
  it('separate a wrong-length CPF from an invalid one', async () => {
    expect(await errorOf(cpfField(), '123')).toBe('CPF deve possuir 11 dígitos');
    expect(await errorOf(cpfField(), '529.982.247-24')).toBe('CPF Inválido');
    expect(await errorOf(cpfField(), '529.982.247-25')).toBeNull();
  });

  it('separate a wrong-length CNPJ from an invalid one', async () => {
    expect(await errorOf(cnpjField(), '11.222')).toBe('CNPJ deve possuir 14 dígitos');
    expect(await errorOf(cnpjField(), '11.222.333/0001-82')).toBe('CNPJ Inválido');
    expect(await errorOf(cnpjField(), '11.222.333/0001-81')).toBeNull();
  });

  it('let empty values through so the caller decides what is required', async () => {
    for (const field of [
      cpfField(),
      cnpjField(),
      cepField(),
      phoneField(),
      emailField(),
      dateBRField(),
    ]) {
      expect(await errorOf(field, '')).toBeNull();
      expect(await errorOf(field, undefined)).toBeNull();
    }
    expect(await errorOf(cpfField().required(MESSAGES.required), '')).toBe('Campo obrigatório');
  });

  it('check CEP, phones and mobiles with their messages', async () => {
    expect(await errorOf(cepField(), '0131')).toBe('CEP inválido');
    expect(await errorOf(phoneField(), '(11) 3333-444')).toBe('Telefone inválido');
    expect(await errorOf(phoneField(MESSAGES.telefoneFaxInvalid), '12')).toBe(
      'Telefone fax inválido',
    );
    expect(await errorOf(homePhoneField(), '(11) 98765-4321')).toBe('Telefone inválido');
    expect(await errorOf(homePhoneField(), '(11) 3333-4444')).toBeNull();
    expect(await errorOf(mobileField(), '(11) 3333-4444')).toBe('Telefone celular inválido');
    expect(await errorOf(mobileField(), '(11) 98765-4321')).toBeNull();
  });
});

describe('e-mail fields', () => {
  it('require and validate the e-mail of the e-mail form', async () => {
    expect(await errorOf(requiredEmailField(), '')).toBe('E-mail obrigatório.');
    expect(await errorOf(requiredEmailField(), 'maria@')).toBe('E-mail inválido');
    expect(await errorOf(requiredEmailField(), 'maria@exemplo.com')).toBeNull();
  });

  it('limit the length when asked', async () => {
    expect(await errorOf(emailField(20), 'maria.silva@exemplo.com.br')).toBe(
      'Excedeu o limite de caracteres',
    );
  });
});

describe('text fields', () => {
  it('check dates, names, numbers and lengths', async () => {
    expect(await errorOf(dateBRField(), '31/02/2024')).toBe('Preencha corretamente a data');
    expect(await errorOf(nameField(), 'Maria 2')).toBe(MESSAGES.nameInvalid);
    expect(await errorOf(nameField(5), 'Mariana')).toBe('Excedeu o limite de caracteres');
    expect(await errorOf(nameField(), '')).toBeNull();
    expect(await errorOf(onlyNumbersField(), '12a')).toBe('Somente números');
    expect(await errorOf(onlyNumbersField(), '')).toBeNull();
    expect(await errorOf(limitedText(3), 'abcd')).toBe('Excedeu o limite de caracteres');
  });

  it('accept observations up to 1000 characters and refuse empty ones', async () => {
    expect(await errorOf(observationField(), 'a'.repeat(1000))).toBeNull();
    expect(await errorOf(observationField(), 'a'.repeat(1001))).not.toBeNull();
    expect(await errorOf(observationField(), '   ')).not.toBeNull();
  });

  it('require 8 characters to resolve a pendency', async () => {
    expect(await errorOf(pendencyResolutionField(), '1234567')).not.toBeNull();
    expect(await errorOf(pendencyResolutionField(), '12345678')).toBeNull();
  });
});

describe('loginSchema', () => {
  const validate = (values: object) => errorOf(loginSchema, values);

  it('requires user and password with the spec messages, without accents', async () => {
    expect(await validate({ username: '', password: 'segredo123' })).toBe('Campo obrigatório');
    expect(await validate({ username: 'ana', password: '' })).toBe('Campo obrigatório');
  });

  it('refuses short user names and passwords', async () => {
    expect(await validate({ username: 'an', password: 'segredo123' })).toBe('Dados inválidos');
    expect(await validate({ username: 'ana', password: '1234567' })).toBe(
      'Senha muito curta. Mínimo 8 dígitos',
    );
  });

  it('accepts valid credentials', async () => {
    expect(await validate({ username: 'ana', password: '12345678' })).toBeNull();
  });

  it('composes into bigger schemas', async () => {
    const schema = object({ cpf: cpfField().required(MESSAGES.required) });
    expect(await errorOf(schema, {})).toBe('Campo obrigatório');
  });
});
