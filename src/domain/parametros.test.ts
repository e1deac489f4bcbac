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
    expect(quantidadeComUnidade(1, 'diasUteis')).toBe('1 dia útil');
    expect(quantidadeComUnidade(3, 'diasUteis')).toBe('3 dias úteis');
    expect(quantidadeComUnidade(1, 'horas')).toBe('1 hora');
    expect(quantidadeComUnidade(1, 'dias')).toBe('1 dia');
    expect(quantidadeComUnidade(1, 'minutos')).toBe('1 minuto');
    expect(quantidadeComUnidade(0, 'dias')).toBe('0 dias');
    expect(quantidadeComUnidade(1, 'MB')).toBe('1 MB');
  });

  it('reads its pt-BR labels, descriptions and units from the catalogue, to the letter', () => {
    const lembrete = parametroDefinition('agendamento.lembreteHoras')!;
    expect(lembrete).toMatchObject({
      label: 'Antecedência do lembrete de agendamento',
      descricao: 'Quantas horas antes do horário o proponente recebe o lembrete.',
      unidade: 'horas',
      unidadeChave: 'horas',
    });
    expect(parametroDefinition('sla.SolicitadaIntegracaoComERP')).toMatchObject({
      label: "Prazo em 'Solicitada integração com ERP'",
      descricao:
        'Dias úteis (sem fins de semana e feriados nacionais) que uma proposta pode ficar nesta situação antes de ser considerada atrasada.',
      unidade: 'dias úteis',
    });
    expect(PARAMETROS.map((p) => p.unidade)).toEqual([
      'dias',
      'horas',
      'MB',
      'minutos',
      'horas',
      ...Array<string>(PARAMETROS.length - 5).fill('dias úteis'),
    ]);
  });
});
