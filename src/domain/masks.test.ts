import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import {
  formatFileSize,
  maskCep,
  maskCnpj,
  maskCpf,
  maskDateBR,
  maskPhone,
  onlyDigits,
} from './masks';

describe('onlyDigits', () => {
  it('keeps the digits of text and numbers, empty for nothing', () => {
    expect(onlyDigits('(11) 9876-5432')).toBe('1198765432');
    expect(onlyDigits(1234)).toBe('1234');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it('masks progressively while typing, without separators ahead of the digits', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('113333')).toBe('(11) 3333');
    expect(maskPhone('1133334')).toBe('(11) 3333-4');
  });

  it('uses (00) 0000-0000 up to 10 digits and (00) 00000-0000 at 11', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('1133334444')).toHaveLength(14);
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('drops digits beyond 11 and re-masks a masked value unchanged', () => {
    expect(maskPhone('119876543219')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone(null)).toBe('');
  });

  it('keeps the typed digits for any input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (raw) => onlyDigits(maskPhone(raw)) === onlyDigits(raw).slice(0, 11),
      ),
    );
  });
});

describe('document masks', () => {
  it('mask CEP, CPF and CNPJ', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj(null)).toBe('');
    expect(maskCep(undefined)).toBe('');
    expect(maskCpf(undefined)).toBe('');
  });

  it('cut extra digits', () => {
    expect(maskCep('013101009')).toBe('01310-100');
    expect(maskCpf('529982247251')).toBe('529.982.247-25');
    expect(maskCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });

  it('round-trip generated CPFs and CNPJs: mask then strip gives the original', () => {
    fc.assert(
      fc.property(
        fc.constant(null).map(() => generateCpf()),
        (cpf) => onlyDigits(maskCpf(cpf)) === cpf,
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(
        fc.constant(null).map(() => generateCnpj()),
        (cnpj) => onlyDigits(maskCnpj(cnpj)) === cnpj,
      ),
      { numRuns: 200 },
    );
  });

  it('round-trip any digit string of the right length', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    fc.assert(fc.property(digits(11), (d) => onlyDigits(maskCpf(d)) === d));
    fc.assert(fc.property(digits(14), (d) => onlyDigits(maskCnpj(d)) === d));
    fc.assert(fc.property(digits(8), (d) => onlyDigits(maskCep(d)) === d));
  });

  it('masks a date while typing', () => {
    expect(maskDateBR('0503')).toBe('05/03');
    expect(maskDateBR('050320241')).toBe('05/03/2024');
  });
});

describe('formatFileSize', () => {
  it('formats on base 1024 with the pt-BR decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1024 ** 2 * 2.25)).toBe('2,25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 4 * 3)).toBe('3 TB');
  });

  it('stays in TB beyond it and shows 0 Bytes for nonsense', () => {
    expect(formatFileSize(1024 ** 5)).toBe('1.024 TB');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });

  it('shows a fraction of a byte in Bytes', () => {
    expect(formatFileSize(0.5)).toBe('0,5 Bytes');
  });
});
