import { describe, expect, it } from 'vitest';
import {
  PARAMETROS,
  parametroDefinition,
  quantidadeComUnidade,
  validateParametro,
} from './parametros';

describe('parâmetros', () => {
  it('every default lies within its own bounds', () => {
    for (const p of PARAMETROS) {
      expect(validateParametro(p.chave, p.padrao), p.chave).toBeNull();
    }
  });

  it('keys are unique', () => {
    expect(new Set(PARAMETROS.map((p) => p.chave)).size).toBe(PARAMETROS.length);
  });

  it('refuses unknown keys, non-integers and values out of bounds with pt-BR messages', () => {
    expect(validateParametro('nao.existe', 1)).toBe('Parâmetro desconhecido');
    expect(validateParametro('link.validadeHoras', 1.5)).toBe('Informe um número inteiro');
    expect(validateParametro('link.validadeHoras', '10')).toBe('Informe um número inteiro');
    expect(validateParametro('link.validadeHoras', 0)).toBe('Informe um valor entre 1 e 720');
    expect(validateParametro('link.validadeHoras', 721)).toBe('Informe um valor entre 1 e 720');
    expect(parametroDefinition('documento.tamanhoMaximoMb')?.padrao).toBe(10);
  });

  it('writes a value with its unit in agreement: singular for 1, plural otherwise', () => {
    expect(quantidadeComUnidade(1, 'dias úteis')).toBe('1 dia útil');
    expect(quantidadeComUnidade(3, 'dias úteis')).toBe('3 dias úteis');
    expect(quantidadeComUnidade(1, 'horas')).toBe('1 hora');
    expect(quantidadeComUnidade(1, 'dias')).toBe('1 dia');
    expect(quantidadeComUnidade(1, 'minutos')).toBe('1 minuto');
    expect(quantidadeComUnidade(0, 'dias')).toBe('0 dias');
    expect(quantidadeComUnidade(1, 'MB')).toBe('1 MB');
  });
});
