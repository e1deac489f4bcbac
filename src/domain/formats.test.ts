import { AJV_FORMATS } from './formats';

describe('AJV_FORMATS', () => {
  it('exports the ten formats the server registers', () => {
    expect(Object.keys(AJV_FORMATS).sort()).toEqual(
      [
        'celular',
        'cep',
        'cnpj',
        'cpf',
        'data-br',
        'email-br',
        'id-numerico-15',
        'telefone',
        'texto-alfanumerico',
        'texto-nome',
      ].sort(),
    );
  });

  it.each([
    ['cpf', '529.982.247-25', '529.982.247-24'],
    ['cnpj', '11222333000181', '11222333000182'],
    ['cep', '01310-100', '0131-100'],
    ['telefone', '(11) 3333-4444', '(11) 3333-444'],
    ['celular', '11987654321', '1133334444'],
    ['email-br', 'ana@exemplo.com.br', 'ana@exemplo'],
    ['data-br', '29/02/2024', '29/02/2023'],
    ['id-numerico-15', '700000000000001', '000000000000000'],
    ['texto-nome', 'Ana Luísa', 'Ana 2'],
    ['texto-alfanumerico', 'Sala 2', 'Sala #2'],
  ])('%s accepts %s and refuses %s', (format, good, bad) => {
    expect(AJV_FORMATS[format](good)).toBe(true);
    expect(AJV_FORMATS[format](bad)).toBe(false);
  });
});
