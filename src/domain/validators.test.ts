import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { maskCnpj, maskCpf } from './masks';
import {
  cnpjError,
  cpfError,
  isAlphanumericText,
  isCep,
  isCnpj,
  isCpf,
  isEmail,
  isHomePhone,
  isMobilePhone,
  isNameText,
  isNumericId15,
  isOnlyNumbers,
  isPhone,
  validateFilterDateRange,
  validateOpenDateRange,
  validateReportPeriod,
} from './validators';

/** fast-check arbitrary of valid documents, seeded by the library's own generators. */
const validCpf = fc.constant(null).map(() => generateCpf());
const validCnpj = fc.constant(null).map(() => generateCnpj());

describe('CPF', () => {
  it('accepts a valid CPF with or without mask', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits, wrong length and stray characters', () => {
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(isCpf('52998224725x')).toBe(false);
    expect(isCpf('+5552998224725')).toBe(false);
  });

  it('tells a wrong length from an invalid number', () => {
    expect(cpfError('123')).toBe('cpfLength');
    expect(cpfError('529.982.247-24')).toBe('cpfInvalid');
    expect(cpfError('529.982.247-25')).toBeNull();
  });

  it('always accepts a generated CPF, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => isCpf(cpf) && isCpf(maskCpf(cpf))),
      { numRuns: 200 },
    );
  });

  /** Independent reading of the Receita Federal rule, used only as a test oracle. */
  function referenceCpf(d: string): boolean {
    if (/^(\d)\1{10}$/.test(d)) return false;
    const checkDigit = (n: number) => {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += Number(d[i]) * (n + 1 - i);
      const rest = (sum * 10) % 11;
      return rest === 10 ? 0 : rest;
    };
    return checkDigit(9) === Number(d[9]) && checkDigit(10) === Number(d[10]);
  }

  const mutate = (cpf: string, position: number, delta: number) =>
    cpf.slice(0, position) + ((Number(cpf[position]) + delta) % 10) + cpf.slice(position + 1);

  it('rejects a valid CPF with one of its check digits changed', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, delta) => !isCpf(mutate(cpf, position, delta)),
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a valid CPF with one body digit changed unless the result is itself a valid CPF', () => {
    // The mod-11 rule maps remainders 0 and 1 to the same check digit, so a few single-digit
    // changes land on another real CPF; those must be accepted, every other change refused.
    fc.assert(
      fc.property(validCpf, fc.nat(8), fc.integer({ min: 1, max: 9 }), (cpf, position, delta) => {
        const mutated = mutate(cpf, position, delta);
        return isCpf(mutated) === referenceCpf(mutated);
      }),
      { numRuns: 500 },
    );
    expect(isCpf('12939585903')).toBe(true); // 22939585903 with its first digit changed
    expect(isCpf('32939585903')).toBe(false);
  });
});

describe('CNPJ', () => {
  it('accepts a valid CNPJ with or without mask', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits and wrong length', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
  });

  it('tells a wrong length from an invalid number', () => {
    expect(cnpjError('11.222')).toBe('cnpjLength');
    expect(cnpjError('11.222.333/0001-82')).toBe('cnpjInvalid');
    expect(cnpjError('11.222.333/0001-81')).toBeNull();
  });

  it('always accepts a generated CNPJ, masked or not', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => isCnpj(cnpj) && isCnpj(maskCnpj(cnpj))),
      { numRuns: 200 },
    );
  });
});

describe('CEP, phones and e-mail', () => {
  it('accepts a CEP of 8 digits, masked or not', () => {
    expect(isCep('01310-100')).toBe(true);
    expect(isCep('01310100')).toBe(true);
    expect(isCep('0131010')).toBe(false);
    expect(isCep('01310-10a')).toBe(false);
  });

  it('accepts a home phone of 10 digits only', () => {
    expect(isHomePhone('(11) 3333-4444')).toBe(true);
    expect(isHomePhone('1133334444')).toBe(true);
    expect(isHomePhone('11987654321')).toBe(false);
    expect(isHomePhone('113333444')).toBe(false);
  });

  it('accepts a mobile phone of 11 digits only', () => {
    expect(isMobilePhone('(11) 98765-4321')).toBe(true);
    expect(isMobilePhone('1133334444')).toBe(false);
    expect(isMobilePhone('+55 11 98765-4321')).toBe(false);
  });

  it('accepts either kind as a phone', () => {
    expect(isPhone('(21) 2555-1234')).toBe(true);
    expect(isPhone('(21) 98765-4321')).toBe(true);
    expect(isPhone('(21) 9876-543')).toBe(false);
  });

  it('accepts an e-mail whose domain ends in two or more letters', () => {
    expect(isEmail('maria.silva@exemplo.com.br')).toBe(true);
    expect(isEmail('maria@exemplo.c')).toBe(false);
    expect(isEmail('maria@exemplo.c1')).toBe(false);
    expect(isEmail('maria.exemplo.com')).toBe(false);
  });
});

describe('texts and ids', () => {
  it('accepts names with accents, spaces, apostrophes and hyphens', () => {
    expect(isNameText("Maria D'Ávila")).toBe(true);
    expect(isNameText('João Pedro-Souza')).toBe(true);
    expect(isNameText('Ana D’Ávila')).toBe(true);
    expect(isNameText('Jose\u0301')).toBe(true); // decomposed accent
  });

  it('rejects names with digits or symbols, or without letters', () => {
    expect(isNameText('Maria 2')).toBe(false);
    expect(isNameText('Maria@')).toBe(false);
    expect(isNameText("' -")).toBe(false);
    expect(isNameText('')).toBe(false);
  });

  it('accepts alphanumeric text with accents and spaces only', () => {
    expect(isAlphanumericText('Rua São João 123')).toBe(true);
    expect(isAlphanumericText('Apto 12-B')).toBe(false);
    expect(isAlphanumericText('   ')).toBe(false);
  });

  it('accepts a 15-digit id that is not all zeros', () => {
    expect(isNumericId15('123456789012345')).toBe(true);
    expect(isNumericId15('000000000000000')).toBe(false);
    expect(isNumericId15('12345678901234')).toBe(false);
    expect(isNumericId15('12345678901234a')).toBe(false);
  });

  it('accepts digits only as numbers', () => {
    expect(isOnlyNumbers('0123')).toBe(true);
    expect(isOnlyNumbers('12a')).toBe(false);
    expect(isOnlyNumbers('')).toBe(false);
  });
});

describe('validateFilterDateRange', () => {
  const label = 'período de criação';

  it('accepts no dates at all', () => {
    expect(validateFilterDateRange('', null, label)).toBeNull();
    expect(validateFilterDateRange(undefined, '  ', label)).toBeNull();
  });

  it('asks for the missing start or end, completing the message with the label', () => {
    expect(validateFilterDateRange('', '10/01/2024', label)).toBe(
      'Informe a data inicial do período de criação',
    );
    expect(validateFilterDateRange('10/01/2024', null, label)).toBe(
      'Informe a data final do período de criação',
    );
  });

  it('rejects an invalid start or one before 1753', () => {
    expect(validateFilterDateRange('31/02/2024', '10/03/2024', label)).toBe(
      'Data inicial inválida.',
    );
    expect(validateFilterDateRange('31/12/1752', '10/03/2024', label)).toBe(
      'Data inicial inválida.',
    );
  });

  it('rejects an invalid end or one before 1753', () => {
    expect(validateFilterDateRange('01/01/2024', '1/3/2024', label)).toBe('Data final inválida.');
    expect(validateFilterDateRange('01/01/1753', '01/01/1700', label)).toBe('Data final inválida.');
  });

  it('rejects a start after the end', () => {
    expect(validateFilterDateRange('02/01/2024', '01/01/2024', label)).toBe(
      'Data inicial não pode ser superior à data final.',
    );
  });

  it('accepts equal dates and ordered dates, as text or Date', () => {
    expect(validateFilterDateRange('01/01/1753', '01/01/1753', label)).toBeNull();
    expect(
      validateFilterDateRange(new Date(2024, 0, 1), new Date(2024, 0, 2, 8), label),
    ).toBeNull();
  });

  it('treats an invalid Date object as a given but invalid bound', () => {
    expect(validateFilterDateRange(new Date(NaN), '01/01/2024', label)).toBe(
      'Data inicial inválida.',
    );
  });
});

describe('validateReportPeriod', () => {
  it('asks for a period when a date is missing or unreadable', () => {
    expect(validateReportPeriod('', '31/01/2024')).toBe('Preencha ao menos um período');
    expect(validateReportPeriod('01/01/2024', null)).toBe('Preencha ao menos um período');
    expect(validateReportPeriod('32/01/2024', '31/01/2024')).toBe('Preencha ao menos um período');
  });

  it('requires the end to be after the start', () => {
    expect(validateReportPeriod('10/01/2024', '10/01/2024')).toBe(
      'A data fim deve ser maior que a data início.',
    );
    expect(validateReportPeriod('10/01/2024', '09/01/2024')).toBe(
      'A data fim deve ser maior que a data início.',
    );
  });

  it('accepts exactly one year and refuses one day more', () => {
    expect(validateReportPeriod('10/01/2023', '10/01/2024')).toBeNull();
    expect(validateReportPeriod('10/01/2023', '11/01/2024')).toBe(
      'O período não pode ser maior que 1 ano.',
    );
  });
});

describe('validateOpenDateRange', () => {
  it('accepts an open-ended range in any order: the spec rule is for creation dates only', () => {
    expect(validateOpenDateRange('05/02/2024', undefined)).toBeNull();
    expect(validateOpenDateRange(undefined, '05/02/2024')).toBeNull();
    expect(validateOpenDateRange('05/02/2024', '01/01/2024')).toBeNull();
  });

  it('refuses a date it cannot read', () => {
    expect(validateOpenDateRange('31/02/2024', undefined)).toBe('Data inicial inválida.');
    expect(validateOpenDateRange(undefined, '01/01/1700')).toBe('Data final inválida.');
  });
});
