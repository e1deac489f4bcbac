import { describe, expect, it } from 'vitest';
import { compararComReceita, normalizarNomeRF, situacaoCadastralLabel } from './receitaFederal';

describe('the Receita Federal comparison', () => {
  const declarado = { nome: 'Conceição  Araújo Gonçalves', dataNascimento: '1955-03-14' };

  it('finds nothing when the registry writes the same name its own way', () => {
    expect(normalizarNomeRF(declarado.nome)).toBe('CONCEICAO ARAUJO GONCALVES');
    expect(
      compararComReceita(declarado, {
        encontrado: true,
        nome: 'CONCEICAO ARAUJO GONCALVES',
        dataNascimento: '1955-03-14',
        situacao: 'Regular',
      }),
    ).toEqual([]);
  });

  it('lists name, birth date (dd/MM/yyyy) and a status that is not regular, in that order', () => {
    expect(
      compararComReceita(declarado, {
        encontrado: true,
        nome: 'CONCEICAO ARAUJO',
        dataNascimento: '1955-04-13',
        situacao: 'Suspensa',
      }),
    ).toEqual([
      { campo: 'nome', valorDeclarado: declarado.nome, valorReceita: 'CONCEICAO ARAUJO' },
      { campo: 'dataNascimento', valorDeclarado: '14/03/1955', valorReceita: '13/04/1955' },
      { campo: 'situacaoCadastral', valorDeclarado: '', valorReceita: 'Suspensa' },
    ]);
  });

  it('reports a CPF missing from the registry as its status', () => {
    expect(
      compararComReceita(declarado, {
        encontrado: false,
        nome: null,
        dataNascimento: null,
        situacao: 'CPF não encontrado',
      }),
    ).toEqual([
      { campo: 'situacaoCadastral', valorDeclarado: '', valorReceita: 'CPF não encontrado' },
    ]);
  });

  it('labels the registry codes and keeps the registry text of an unknown code', () => {
    expect(situacaoCadastralLabel('9')).toBe('Cancelada de ofício');
    expect(situacaoCadastralLabel('7', 'Outra')).toBe('Outra');
  });
});
