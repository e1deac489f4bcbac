import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AreaId } from '../../domain';
import { PropostaList } from './PropostaList';
import { row } from './PropostaList.fixtures';
import { PropostaShow } from './PropostaShow';
import { buildProposta, RESPOSTAS } from './PropostaShow.fixtures';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const roles = ['GestorComercial'];
const authProvider = testAuthProvider({
  getPermissions: async () => roles,
  getIdentity: async () => ({ id: 1, fullName: 'Gustavo Comercial', username: 'gc', roles }),
  canAccess: async () => true,
});

function renderListAndShow() {
  const getOne = vi.fn(async () => ({ data: buildProposta({ id: 42, propostaAdesaoId: 42 }) }));
  const dataProvider = {
    ...testDataProvider({
      getOne,
      getList: async () => ({
        data: [row({ id: 42, propostaAdesaoId: 42, numeroContrato: 100123 })],
        total: 1,
      }),
    } as unknown as Partial<DataProvider>),
    obterRespostasDeclaracao: async () => RESPOSTAS,
    consultarAgendamento: async () => null,
    listarDocumentos: async () => [],
    listarHistorico: async () => [],
  } as DataProvider;
  renderWithAdmin(
    <Routes>
      <Route
        path="/gestao-comercial/propostas-entradas"
        element={<PropostaList route="propostas-entradas" />}
      />
      <Route path="/gestao-comercial/proposta/:id" element={<PropostaShow />} />
    </Routes>,
    {
      initialEntries: ['/gestao-comercial/propostas-entradas'],
      basename: '/gestao-comercial',
      dataProvider,
      authProvider,
      area: 'gestao-comercial' as AreaId,
    },
  );
  return { getOne, user: userEvent.setup() };
}

describe('a proposal asked for while the pointer rests on its row', () => {
  it('opens with its cards drawn at once, from that answer, without asking again', async () => {
    const { getOne, user } = renderListAndShow();
    const contrato = await screen.findByText('100123', {}, { timeout: limite(10_000) });
    const linha = contrato.closest('tr')!;
    expect(getOne).not.toHaveBeenCalled();

    fireEvent.pointerOver(linha);
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    expect(getOne.mock.calls[0]).toMatchObject(['proposta', { id: 42 }]);

    await user.click(contrato);
    // No 'Carregando...' in between: the first render of the screen already has the record.
    expect(screen.queryByText('Carregando...')).toBeNull();
    const cliente = await screen.findByRole(
      'region',
      { name: 'Dados do cliente' },
      { timeout: limite(10_000) },
    );
    expect(within(cliente).getByText('529.982.247-25')).toBeVisible();
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while the pointer is on the table but on no row', async () => {
    const { getOne } = renderListAndShow();
    await screen.findByText('100123');
    fireEvent.pointerOver(screen.getByRole('table'));
    expect(getOne).not.toHaveBeenCalled();
  });
});
