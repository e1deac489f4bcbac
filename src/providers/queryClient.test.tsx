import { fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  ListBase,
  memoryStore,
  testDataProvider,
  useListContext,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: vi.fn(async () => undefined),
    checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: vi.fn(async () => true),
  } satisfies AuthProvider;
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [{ id: 1, nome: 'Maria Aparecida Souza' }], total: 1 }),
  } as unknown as Partial<DataProvider>);
  render(
    <MemoryRouter initialEntries={['/lista']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        store={memoryStore()}
        queryClient={createAreaQueryClient()}
      >
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
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return authProvider;
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
