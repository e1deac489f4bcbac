import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { rascunhosMethods } from '../../providers/rascunhosDataProvider';
import { clearSession } from '../../providers/tokenStore';
import { LiberacaoIdadeDialog, type LiberacaoAcao } from './LiberacaoIdadeDialog';
import { renderWithAdmin } from '../../../tests/helpers/render';

const posted: { url: string; body: unknown }[] = [];
const server = setupServer(
  http.get('*/api/adesao/41', () =>
    HttpResponse.json({ data: { id: 41, versao: 3 }, messages: [] }),
  ),
  http.post('*/api/adesao/41/:acao', async ({ request }) => {
    posted.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ data: { id: 41, versao: 4 }, messages: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  posted.length = 0;
});

function renderDialog(acao: LiberacaoAcao) {
  storeSignedInSession(['Liberacao49Menos']);
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithAdmin(
    <LiberacaoIdadeDialog
      acao={acao}
      proposta={{ id: 41, nome: 'Joana Jovem', numeroContrato: 9001 }}
      onClose={onClose}
      onDone={onDone}
    />,
    { dataProvider: testDataProvider({ ...rascunhosMethods }) },
  );
  return { dialog: screen.getByRole('dialog'), onDone, onClose };
}

describe('Liberação de idade: confirmation dialog', () => {
  it('releases with the current version after the confirmation', async () => {
    const { dialog, onDone } = renderDialog('liberar');
    expect(within(dialog).getByText(/proposta 9001 de Joana Jovem/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toEqual([{ url: '/api/adesao/41/liberarIdade', body: { versao: 3 } }]);
  });

  it('refuses only with a reason, which it sends', async () => {
    const { dialog, onDone } = renderDialog('recusar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(
      within(dialog).getByText('Informe o motivo da recusa (de 3 a 500 caracteres).'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da recusa/ }),
      '  Fora da política  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        url: '/api/adesao/41/recusarLiberacaoIdade',
        body: { versao: 3, motivo: 'Fora da política' },
      },
    ]);
  });

  it('cancels without calling the server', async () => {
    const { dialog, onClose } = renderDialog('liberar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(posted).toEqual([]);
  });
});
