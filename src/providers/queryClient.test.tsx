import { fireEvent, screen } from '@testing-library/react';
import { ListBase, testDataProvider, useListContext, type DataProvider } from 'react-admin';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin, testAuthProvider } from '../../tests/helpers/render';
import { createAreaQueryClient } from './queryClient';

function Linhas() {
  const { data } = useListContext<{ id: number; nome: string }>();
  const navigate = useNavigate();
  return (
    <>
      {data?.map((linha) => (
        <p key={linha.id}>{linha.nome}</p>
      ))}
      <button type="button" onClick={() => navigate('/outra')}>
        Abrir
      </button>
    </>
  );
}

function Outra() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Voltar
    </button>
  );
}

/** A react-admin list and another screen, on the area's query cache; counts the auth calls. */
function renderArea() {
  const checkAuth = vi.fn(async () => undefined);
  const canAccess = vi.fn(async () => true);
  const authProvider = testAuthProvider({ checkAuth, getPermissions: async () => [], canAccess });
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [{ id: 1, nome: 'Maria Aparecida Souza' }], total: 1 }),
  } as unknown as Partial<DataProvider>);
  renderWithAdmin(
    <Routes>
      <Route
        path="/lista"
        element={
          <ListBase resource="proposta">
            <Linhas />
          </ListBase>
        }
      />
      <Route path="/outra" element={<Outra />} />
    </Routes>,
    {
      initialEntries: ['/lista'],
      dataProvider,
      authProvider,
      queryClient: createAreaQueryClient(),
    },
  );
  return { checkAuth, canAccess };
}

describe("the area's query cache", () => {
  it('does not ask checkAuth and canAccess again when a list mounts again minutes later', async () => {
    const authProvider = renderArea();
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Maria Aparecida Souza')).toBeVisible();

    // react-admin asks both each time a list mounts; each answer, even an equal one, rendered
    // the area's routes and layout again in the same task as the list's first render.
    expect(authProvider.checkAuth).toHaveBeenCalledTimes(1);
    expect(authProvider.canAccess).toHaveBeenCalledTimes(1);
  });
});
