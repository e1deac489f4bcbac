import { cleanup, render, screen } from '@testing-library/react';
import { memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatData, type AreaId } from '../../../domain';
import { clearSession } from '../../../providers/tokenStore';
import { storeSignedInSession } from '../../../providers/testing/storedSession';
import { renderWithAdmin, testAuthProvider } from '../../../../tests/helpers/render';
import { AppShellReserve } from '../../../components/layout/AppShellReserve';
import { PropostaList } from '../PropostaList';
import { row } from '../PropostaList.fixtures';
import { metaDaLista } from '../listaDaRota';
import type { PropostaListItem } from '../types';
import { dataDaPrevia } from './dataDaPrevia';
import { PreviaDaLista } from './PreviaDaLista';
import { esquecerPrevia, guardarPrevia } from './previaGuardada';

// One of each kind of cell: a holder with a social name and a pendency, a dependant, a
// dealership's pass-on, a booked and an unbooked nursing status, the three SLA states, a
// draft waiting for its age release, an unknown status, no broker.
const ROWS: PropostaListItem[] = [
  row({ id: 1, nomeSocial: 'Joana', possuiPendencia: true, sla: sla('atrasada') }),
  row({ id: 2, numeroContrato: 100002, propostaTitularId: 1, sla: sla('no-prazo') }),
  row({
    id: 3,
    numeroContrato: 100003,
    tipo: 7,
    tipoNome: 'Repasse',
    repasseDaConcessionariaLogada: true,
  }),
  row({
    id: 4,
    numeroContrato: 100004,
    situacaoPropostaAdesaoId: 8,
    marcada: true,
    sla: sla('perto'),
  }),
  row({ id: 5, numeroContrato: 100005, situacaoPropostaAdesaoId: 8, marcada: false }),
  row({
    id: 6,
    numeroContrato: 100006,
    situacaoPropostaAdesaoId: null,
    liberacaoIdadePendente: true,
  }),
  row({ id: 7, numeroContrato: 100007, situacaoPropostaAdesaoId: 99, corretorNome: null }),
  row({
    id: 8,
    numeroContrato: 100008,
    dataCriacao: '2026-03-03T02:59:00.000Z',
    celular: '11912345678',
    uf: 'SP',
  }),
];

function sla(estado: 'no-prazo' | 'perto' | 'atrasada') {
  return { diasUteis: 3, alvo: 2, estado };
}

const AREA: AreaId = 'gestao-comercial';

function preverLista(route: string, area: AreaId = AREA) {
  guardarPrevia({
    pathname: window.location.pathname,
    area,
    route,
    meta: metaDaLista(area, route)!,
    sort: { field: 'numeroContrato', order: 'DESC' },
    linhas: ROWS,
  });
}

const textos = (celulas: NodeListOf<Element>) => [...celulas].map((c) => c.textContent);

/** The table's titles and each row's cells as text, the checkbox column left out. */
function tabela(raiz: Element) {
  const semCaixa = ':not(.adesao-previa-caixa):not(.MuiTableCell-paddingCheckbox)';
  return {
    titulos: textos(raiz.querySelectorAll(`thead th${semCaixa}`)),
    linhas: [...raiz.querySelectorAll('tbody tr')].map((tr) =>
      textos(tr.querySelectorAll(`td${semCaixa}`)),
    ),
  };
}

/** react-admin's own table for the same rows, through the real PropostaList. */
async function tabelaDoReactAdmin(route: string, store = memoryStore(), area: AreaId = AREA) {
  const getList = vi.fn(async () => ({ data: ROWS, total: ROWS.length }));
  const { container } = renderWithAdmin(<PropostaList route={route} />, {
    dataProvider: testDataProvider({ getList } as unknown as Partial<DataProvider>),
    authProvider: testAuthProvider({
      getPermissions: async () => ['GestorComercial'],
      canAccess: async () => true,
    }),
    area,
    store,
  });
  await screen.findByText('100008');
  const resultado = tabela(container.querySelector('.RaDataTable-root')!);
  cleanup();
  return resultado;
}

afterEach(() => {
  esquecerPrevia();
  localStorage.clear();
  clearSession();
});

describe('PreviaDaLista', () => {
  it("draws the same titles and cell texts as the list's DataTable, row by row", async () => {
    const real = await tabelaDoReactAdmin('propostas-entradas');
    preverLista('propostas-entradas');
    const { container } = render(<PreviaDaLista />);
    expect(tabela(container.querySelector('.adesao-previa')!)).toEqual(real);
    expect(real.titulos).toContain('Prazo');
    expect(real.linhas).toHaveLength(ROWS.length);
  });

  it("draws the portability lists' own five columns like theirs", async () => {
    const route = 'vendas-internas/propostaPortabilidade/nova-entrada';
    expect(metaDaLista('concessionaria', route)?.lista).toBe('portabilidade');
    const real = await tabelaDoReactAdmin(route, memoryStore(), 'concessionaria');
    preverLista(route, 'concessionaria');
    const { container } = render(<PreviaDaLista />);
    expect(tabela(container.querySelector('.adesao-previa')!)).toEqual(real);
    expect(real.titulos).toHaveLength(5);
  });

  it('leaves out the columns the user hid and keeps the order the user chose, as the DataTable does', async () => {
    const escolhas = {
      'colunas.propostas-entradas': ['tipo', 'corretorNome'],
      'colunas.propostas-entradas_columnRanks': [3, 0, 1, 2],
    };
    const real = await tabelaDoReactAdmin('propostas-entradas', memoryStore(escolhas));
    for (const [chave, valor] of Object.entries(escolhas)) {
      localStorage.setItem(`RaStoreAdesao.${AREA}.${chave}`, JSON.stringify(valor));
    }
    preverLista('propostas-entradas');
    const { container } = render(<PreviaDaLista />);
    const previa = tabela(container.querySelector('.adesao-previa')!);
    expect(previa).toEqual(real);
    expect(previa.titulos.slice(0, 3)).toEqual(['Nome', 'Contrato', 'Data de criação']);
    expect(previa.titulos).not.toContain('Corretor');
  });

  it('marks the sorted column and draws the checkbox column only for a user with bulk actions', () => {
    preverLista('propostas-entradas');
    storeSignedInSession(['GestorComercial']);
    const { container, unmount } = render(<PreviaDaLista />);
    expect(container.querySelectorAll('.adesao-previa-caixa')).toHaveLength(ROWS.length + 1);
    expect(container.querySelector('[data-ordem="DESC"]')?.closest('th')?.textContent).toBe(
      'Contrato',
    );
    unmount();
    // A broker may run none of the bulk actions (useBulkActionButtons draws no checkboxes).
    storeSignedInSession(['Corretor']);
    const broker = render(<PreviaDaLista />);
    expect(broker.container.querySelector('.adesao-previa-caixa')).toBeNull();
  });

  it('is shown inside the waiting outline, hidden from assistive technology, and only at its own address', async () => {
    render(<AppShellReserve />);
    expect(document.querySelector('.adesao-previa')).toBeNull();
    preverLista('propostas-entradas');
    const [nome] = await screen.findAllByText('Maria Aparecida Souza');
    const previa = nome!.closest('.adesao-previa')!;
    expect(previa.closest('.adesao-shell-card')).not.toBeNull();
    expect(previa.getAttribute('aria-hidden')).toBe('true');
    expect(previa.textContent).toContain('Maria Aparecida Souza');
    cleanup();
    guardarPrevia({
      ...{ pathname: '/outra', area: AREA, route: 'propostas-entradas' },
      meta: {},
      linhas: ROWS,
    });
    render(<AppShellReserve />);
    expect(document.querySelector('.adesao-previa')).toBeNull();
  });

  it("waits for the user's language: nothing while English is chosen but not yet loaded", () => {
    preverLista('propostas-entradas');
    localStorage.setItem('RaStoreAdesao-idioma.locale', JSON.stringify('en'));
    const { container } = render(<PreviaDaLista />);
    expect(container.querySelector('.adesao-previa')).toBeNull();
    localStorage.setItem('RaStoreAdesao-idioma.locale', JSON.stringify('pt-BR'));
    cleanup();
    expect(render(<PreviaDaLista />).container.querySelector('.adesao-previa')).not.toBeNull();
  });

  it('is gone once the list itself has been drawn', async () => {
    preverLista('propostas-entradas');
    await tabelaDoReactAdmin('propostas-entradas');
    render(<AppShellReserve />);
    expect(document.querySelector('.adesao-previa')).toBeNull();
  });
});

describe('dataDaPrevia', () => {
  it("writes each instant as the list's formatData does, around Brasília's midnights and its old summer time", () => {
    for (const instante of [
      '2026-03-02T13:00:00.000Z',
      '2026-03-03T02:59:00.000Z',
      '2026-03-03T03:00:00.000Z',
      '2019-01-10T01:59:00.000Z',
      '2019-01-10T02:00:00.000Z',
      '2026-12-31T23:30:00.000Z',
    ]) {
      expect(dataDaPrevia(instante)).toBe(formatData(instante));
    }
  });
});
