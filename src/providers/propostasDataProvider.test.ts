import { describe, expect, it } from 'vitest';
import { toBuscarBody } from './propostasDataProvider';

describe('the buscar body of a proposal list', () => {
  it("maps react-admin's page, sort and panel filter to the spec's body", () => {
    expect(
      toBuscarBody(
        {
          pagination: { page: 3, perPage: 20 },
          sort: { field: 'dataCriacao', order: 'ASC' },
          filter: {
            unidade: '10',
            dataCriacaoMin: '01/01/2026',
            dataCriacaoMax: '31/01/2026',
            dataAlteracaoMin: '',
          },
        },
        { situacoes: [1, 3] },
      ),
    ).toEqual({
      filtros: [
        { coluna: 'unidade', operador: '=', valor: '10' },
        { coluna: 'dataCriacaoMin', operador: '=', valor: '01/01/2026' },
        { coluna: 'dataCriacaoMax', operador: '=', valor: '31/01/2026' },
      ],
      situacoesPropostasAdesaoIds: [1, 3],
      orderBy: 'dataCriacao',
      orderDirection: 'asc',
      pagina: 3,
      pageSize: 20,
    });
  });

  it('sends the search text, trimmed, as its own filter, and nothing for a blank one', () => {
    expect(toBuscarBody({ filter: { q: '  maria ' } }).filtros).toEqual([
      { coluna: 'pesquisa', operador: '=', valor: 'maria' },
    ]);
    expect(toBuscarBody({ filter: { q: '   ' } }).filtros).toEqual([]);
  });

  it("narrows the list's statuses to a picked one, never widens them", () => {
    const window = { dataCriacaoMin: '01/01/2026', dataCriacaoMax: '31/01/2026' };
    const picked = toBuscarBody({ filter: { ...window, situacao: 3 } }, { situacoes: [1, 2, 3] });
    expect(picked.situacoesPropostasAdesaoIds).toEqual([3]);
    // Not a server filter column: the status travels only as the statuses of the query.
    expect(picked.filtros.map((f) => f.coluna)).toEqual(['dataCriacaoMin', 'dataCriacaoMax']);
    expect(
      toBuscarBody({ filter: { situacao: '2' } }, { situacoes: [1, 2] })
        .situacoesPropostasAdesaoIds,
    ).toEqual([2]);
    expect(
      toBuscarBody({ filter: { situacao: 9 } }, { situacoes: [1, 2] }).situacoesPropostasAdesaoIds,
    ).toEqual([1, 2]);
    expect(
      toBuscarBody({ filter: { situacao: 'x' } }, { situacoes: [1, 2] })
        .situacoesPropostasAdesaoIds,
    ).toEqual([1, 2]);
  });

  it('defaults to the first page of 10, newest contract first, every status', () => {
    expect(toBuscarBody({})).toEqual({
      filtros: [],
      situacoesPropostasAdesaoIds: [],
      orderBy: 'numeroContrato',
      orderDirection: 'desc',
      pagina: 1,
      pageSize: 10,
    });
  });
});
