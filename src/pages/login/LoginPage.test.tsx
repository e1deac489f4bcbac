import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../tests/helpers/render';
import { dismissAll, pageReloader } from '../../providers/notifications';
import { createFakeIdentityServer } from '../../providers/testing/fakeIdentityServer';
import { LoginPage } from './LoginPage';

const identity = createFakeIdentityServer();

beforeAll(() => identity.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => identity.server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  identity.reset();
});
afterEach(() => {
  identity.server.resetHandlers();
  dismissAll();
});

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Usuário'), username);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('the login page', () => {
  it('requires both fields with "Campo obrigatorio" and calls no server', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('', '');
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(identity.seen).toHaveLength(0);
  });

  it('says "Dados inválidos" for a username under 3 characters', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('ab', 'Adesao@2026');
    expect(await screen.findByText('Dados inválidos')).toBeVisible();
    expect(identity.seen).toHaveLength(0);
  });

  it('says "Senha muito curta. Mínimo 8 dígitos" for a password under 8 characters', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('gestorcomercial', '1234567');
    expect(await screen.findByText('Senha muito curta. Mínimo 8 dígitos')).toBeVisible();
    expect(identity.seen).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the password recovery page', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/usuario/esqueci-minha-senha',
    );
  });

  it('says "Falhar ao autenticar, verifique as credenciais!" when the server refuses them', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('gestorcomercial', 'senha-errada');
    expect(
      await screen.findByText('Falhar ao autenticar, verifique as credenciais!'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('signs in and lands on the main route of the role', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await submit('gestorcomercial', 'Adesao@2026');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/gestao-comercial/dashboard'),
    );
    expect(localStorage.getItem('adesao.token')).not.toBeNull();
  });

  it('refuses a broker with "Acesso não autorizado!", signs out and reloads', async () => {
    identity.server.use(
      http.post('*/connect/token', () =>
        HttpResponse.json(
          { error: 'access_denied', error_description: 'Acesso não autorizado!' },
          { status: 403 },
        ),
      ),
    );
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    renderPage(<LoginPage />, { path: '/login' });
    await submit('corretor', 'Adesao@2026');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect((window.history.state as Record<string, unknown>)['adesao.flash']).toEqual([
      { message: 'Acesso não autorizado!', type: 'error' },
    ]);
    expect(localStorage.getItem('adesao.token')).toBeNull();
  });

  it("shows the server's wait message when there were too many attempts", async () => {
    identity.server.use(
      http.post('*/connect/token', () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Muitas tentativas. Aguarde 15 minutos.' },
          { status: 429 },
        ),
      ),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await submit('gestorcomercial', 'Adesao@2026');
    expect(await screen.findByText('Muitas tentativas. Aguarde 15 minutos.')).toBeVisible();
  });
});
