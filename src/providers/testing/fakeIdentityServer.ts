import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MeusDados } from '../tokenStore';

/**
 * An msw stand-in for the identity contract, for client-only tests (the real server is
 * exercised by tests/api and the browser suite). It issues numbered tokens, rotates refresh
 * tokens and records what the client sent, so tests can assert on the requests themselves.
 */
export const DEMO_USER: MeusDados = {
  id: 7,
  username: 'gestorcomercial',
  firstName: 'Gustavo',
  lastName: 'Comercial',
  given_name: 'Gustavo',
  email: 'gestorcomercial@adesao.local',
  roles: ['GestorComercial'],
  corretor: null,
  concessionariaId: null,
  enfermeiro: false,
  enfermeiroExterno: false,
};

export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  form?: URLSearchParams;
  json?: unknown;
}

export function createFakeIdentityServer() {
  const seen: SeenRequest[] = [];
  let issued = 0;
  const state = {
    user: DEMO_USER as MeusDados,
    /** What the next refresh grant answers: ok, or the server refusing it. */
    refreshAnswer: 'ok' as 'ok' | 'invalid_grant',
    meusDadosStatus: 200,
    validRefreshTokens: new Set<string>(),
  };

  const issue = () => {
    issued += 1;
    const refresh = `refresh-${issued}`;
    state.validRefreshTokens.add(refresh);
    return {
      access_token: `access-${issued}`,
      expires_in: 3600,
      refresh_token: refresh,
      scope: 'openid profile email offline_access',
      token_type: 'Bearer',
    };
  };

  const server = setupServer(
    http.post('*/connect/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      seen.push({ method: 'POST', path: '/connect/token', headers: request.headers, form });
      if (form.get('grant_type') === 'password') {
        if (form.get('password') !== 'Adesao@2026') {
          return HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' },
            { status: 400 },
          );
        }
        return HttpResponse.json(issue());
      }
      const token = form.get('refresh_token') ?? '';
      if (state.refreshAnswer !== 'ok' || !state.validRefreshTokens.delete(token)) {
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Sessão expirada.' },
          { status: 400 },
        );
      }
      return HttpResponse.json(issue());
    }),
    http.post('*/connect/revocation', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      seen.push({ method: 'POST', path: '/connect/revocation', headers: request.headers, form });
      return new HttpResponse(null, { status: 200 });
    }),
    http.get('*/api/User/MeusDados', ({ request }) => {
      seen.push({ method: 'GET', path: '/api/User/MeusDados', headers: request.headers });
      if (state.meusDadosStatus !== 200) {
        return HttpResponse.json(
          { success: false, data: null, messages: ['Acesso não autorizado!'] },
          { status: state.meusDadosStatus },
        );
      }
      return HttpResponse.json({ success: true, data: state.user, messages: [] });
    }),
  );

  return {
    server,
    state,
    seen,
    /** Requests to one path, oldest first. */
    requestsTo: (path: string) => seen.filter((r) => r.path === path),
    reset() {
      seen.length = 0;
      issued = 0;
      state.user = DEMO_USER;
      state.refreshAnswer = 'ok';
      state.meusDadosStatus = 200;
      state.validRefreshTokens.clear();
    },
  };
}
