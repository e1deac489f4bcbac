import { describe, expect, it } from 'vitest';
import { acoesEmLoteDaLista, ACOES_EM_LOTE } from './acoesEmLote';
import { LIST_STATUSES } from './lists';

const lista = (route: string) => LIST_STATUSES['gestao-comercial'][route]!;

describe('acoesEmLoteDaLista', () => {
  it('offers approving the documentation only where a row can be approved', () => {
    expect(acoesEmLoteDaLista(lista('propostas-entradas'))).toContain('aprovar-documentacao');
    expect(acoesEmLoteDaLista(lista('propostas-concluidas'))).toEqual(['bloquear', 'cancelar']);
  });

  it('offers nothing on Integradas, which can be neither blocked nor cancelled', () => {
    expect(acoesEmLoteDaLista(lista('propostas-integradas'))).toEqual([]);
  });

  it('offers no cancelling or blocking on the cancelled and blocked lists', () => {
    expect(acoesEmLoteDaLista(lista('propostas-canceladas'))).toEqual([]);
    expect(acoesEmLoteDaLista(lista('propostas-bloqueadas'))).toEqual(['cancelar']);
  });

  it('offers every action on a list of every status', () => {
    expect(acoesEmLoteDaLista([])).toEqual([...ACOES_EM_LOTE]);
    expect(acoesEmLoteDaLista(lista('todas-propostas'))).toEqual([...ACOES_EM_LOTE]);
  });
});
