import { describe, expect, it } from 'vitest';
import {
  FAIXAS_ETARIAS_ANS,
  faixaDaIdade,
  parseReais,
  temAteDuasCasas,
  valorDaFaixa,
  vigenciasSeSobrepoem,
  vigenteEm,
  type ValoresPorFaixa,
} from './precos';

// Each band's value is 100 × its position, so a price names its band.
const TABELA = Object.fromEntries(
  FAIXAS_ETARIAS_ANS.map((f, i) => [f.campo, (i + 1) * 100]),
) as ValoresPorFaixa;

describe('ANS age bands', () => {
  it('are the ten bands of RN 63/2003', () => {
    expect(FAIXAS_ETARIAS_ANS.map((f) => f.idadeMinima)).toEqual([
      0, 19, 24, 29, 34, 39, 44, 49, 54, 59,
    ]);
    expect(faixaDaIdade(18).rotulo).toBe('0 a 18 anos');
    expect(faixaDaIdade(19).rotulo).toBe('19 a 23 anos');
    expect(faixaDaIdade(58).rotulo).toBe('54 a 58 anos');
    expect(faixaDaIdade(97).rotulo).toBe('59 anos ou mais');
  });

  it('change on the birthday, not before', () => {
    const dia = new Date(2026, 10, 24);
    expect(valorDaFaixa(TABELA, '1967-11-25', dia)).toBe(900);
    expect(valorDaFaixa(TABELA, '1967-11-24', dia)).toBe(1000);
    expect(valorDaFaixa(TABELA, '2010-01-01', dia)).toBe(100);
  });
});

describe('validity periods', () => {
  it('include both ends; an open end runs forever', () => {
    const v = { vigenciaInicio: '2026-01-01', vigenciaFim: '2026-12-31' };
    expect(vigenteEm(v, '2025-12-31')).toBe(false);
    expect(vigenteEm(v, '2026-01-01')).toBe(true);
    expect(vigenteEm(v, '2026-12-31')).toBe(true);
    expect(vigenteEm(v, '2027-01-01')).toBe(false);
    expect(vigenteEm({ vigenciaInicio: '2026-01-01', vigenciaFim: null }, '2099-01-01')).toBe(true);
  });

  it('overlap when they share a day', () => {
    const ano = { vigenciaInicio: '2026-01-01', vigenciaFim: '2026-12-31' };
    expect(vigenciasSeSobrepoem(ano, { vigenciaInicio: '2026-12-31', vigenciaFim: null })).toBe(
      true,
    );
    expect(vigenciasSeSobrepoem(ano, { vigenciaInicio: '2027-01-01', vigenciaFim: null })).toBe(
      false,
    );
    expect(
      vigenciasSeSobrepoem(
        { vigenciaInicio: '2025-01-01', vigenciaFim: null },
        { vigenciaInicio: '2020-01-01', vigenciaFim: '2024-12-31' },
      ),
    ).toBe(false);
  });
});

describe('money typed in reais', () => {
  it('reads the Brazilian format and refuses what it would have to guess', () => {
    expect(parseReais('1.099,90')).toBe(1099.9);
    expect(parseReais('1099,9')).toBe(1099.9);
    expect(parseReais('R$ 89,90')).toBe(89.9);
    expect(parseReais(289.9)).toBe(289.9);
    expect(parseReais('289.90')).toBeNaN();
    expect(parseReais('12a')).toBeNaN();
    expect(parseReais('-5,00')).toBeNaN();
  });

  it('knows two decimal places from three', () => {
    expect(temAteDuasCasas(0.29)).toBe(true);
    expect(temAteDuasCasas(1099.9)).toBe(true);
    expect(temAteDuasCasas(10.005)).toBe(false);
  });
});
