import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/helpers/render';
import { dismissAll } from '../../providers/notifications';
import { signIn } from '../../providers/session';
import { createFakeIdentityServer } from '../../providers/testing/fakeIdentityServer';
import { readToken } from '../../providers/tokenStore';
import { ChangePasswordForm } from './ChangePasswordForm';

const identity = createFakeIdentityServer();

beforeAll(() => identity.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => identity.server.close());
beforeEach(async () => {
  localStorage.clear();
  identity.reset();
  await signIn('gestorcomercial', 'Adesao@2026');
});
afterEach(() => {
  identity.server.resetHandlers();
  dismissAll();
});

async function changeTo(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Senha atual'), current);
  await user.type(screen.getByLabelText('Nova senha'), next);
  await user.type(screen.getByLabelText('Confirme a nova senha'), next);
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('the change-password form', () => {
  it('signs out and sends the user to the login page after a change, which ends every session', async () => {
    identity.server.use(
      http.post('*/api/usuario/alterar-senha', () =>
        HttpResponse.json({ success: true, data: null, messages: ['Senha alterada com sucesso.'] }),
      ),
    );
    renderPage(<ChangePasswordForm />, { path: '/gestao-comercial/usuario/alterar-senha' });
    await changeTo('Adesao@2026', 'NovaSenha@2027');

    expect(
      await screen.findByText('Senha alterada com sucesso. Entre novamente com a nova senha.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(readToken()).toBeNull();
    expect(identity.requestsTo('/connect/revocation')).toHaveLength(1);
  });

  it('keeps the session and shows the server message when the current password is wrong', async () => {
    identity.server.use(
      http.post('*/api/usuario/alterar-senha', () =>
        HttpResponse.json(
          { success: false, data: null, messages: ['Senha atual incorreta.'] },
          { status: 400 },
        ),
      ),
    );
    renderPage(<ChangePasswordForm />, { path: '/gestao-comercial/usuario/alterar-senha' });
    await changeTo('errada-123', 'NovaSenha@2027');

    expect(await screen.findByText('Senha atual incorreta.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/gestao-comercial/usuario/alterar-senha',
    );
    expect(readToken()).not.toBeNull();
  });

  it('shows the password policy under the field and posts nothing: a common password', async () => {
    renderPage(<ChangePasswordForm />, { path: '/gestao-comercial/usuario/alterar-senha' });
    // onUnhandledRequest: 'error' fails the test if the form posts.
    await changeTo('Adesao@2026', '12345678');
    expect(
      await screen.findByText('Senha muito comum e fácil de adivinhar. Escolha outra senha.'),
    ).toBeVisible();
  });

  it('shows the password policy under the field and posts nothing: the current password', async () => {
    renderPage(<ChangePasswordForm />, { path: '/gestao-comercial/usuario/alterar-senha' });
    await changeTo('Ab#Cd#Ef9', 'Ab#Cd#Ef9');
    expect(
      await screen.findByText('A nova senha deve ser diferente da senha atual.'),
    ).toBeVisible();
  });
});
