import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fetchJson, request } from './httpClient';
import { registerNavigator } from './navigation';
import { dismissAll, getVisibleNotices } from './notifications';
import { readToken, readUser } from './tokenStore';
import { storeSignedInSession } from './testing/storedSession';

const seen: Request[] = [];
const server = setupServer(
  http.all('*/api/*', ({ request: req }) => {
    seen.push(req.clone());
    const path = new URL(req.url).pathname;
    if (path === '/api/eco')
      return HttpResponse.json({ success: true, data: { ok: 1 }, messages: ['Salvo'] });
    if (path === '/api/lista') {
      return HttpResponse.json(
        { success: true, data: [{ id: 1 }], messages: [] },
        { headers: { 'Content-Range': 'lista 0-0/1' } },
      );
    }
    if (path === '/api/proibido') {
      return HttpResponse.json(
        { success: false, data: null, messages: ['Acesso não autorizado!'] },
        { status: 403 },
      );
    }
    if (path === '/api/expirado') {
      return HttpResponse.json(
        { success: false, data: null, messages: ['Acesso não autorizado!'] },
        { status: 401 },
      );
    }
    if (path === '/api/invalido') {
      return HttpResponse.json(
        { success: false, data: null, messages: ['CPF Inválido', 'CEP inválido'] },
        { status: 400 },
      );
    }
    return HttpResponse.json(
      { success: false, data: null, messages: ['Recurso não encontrado.'] },
      { status: 404 },
    );
  }),
);

const navigate = vi.fn();
const notices = () => getVisibleNotices().map(({ message, type }) => ({ message, type }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  registerNavigator(navigate);
  localStorage.clear();
  storeSignedInSession();
  seen.length = 0;
});
afterEach(() => {
  dismissAll();
  navigate.mockReset();
});

describe('the authenticated client', () => {
  it('sends AppName, AppVersion and the bearer token, and unwraps the envelope', async () => {
    const data = await api.post('/api/eco', { nome: 'Ana' });
    expect(data).toEqual({ ok: 1 });
    const [sent] = seen;
    expect(sent.headers.get('AppName')).toBe('ComercialWeb');
    expect(sent.headers.get('AppVersion')).toBe('2.5.55');
    expect(sent.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.json()).toEqual({ nome: 'Ana' });
  });

  it('reaches fetch at once, without an await, when no token renewal is due', async () => {
    // Code after an await runs only when the current script has finished: the start-up's calls
    // (src/earlyStart.ts) must leave while the first script is still being evaluated.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const answers = [api.post('/api/eco', {}), api.get('/api/eco', { authenticated: false })];
    const calls = fetchSpy.mock.calls.length;
    fetchSpy.mockRestore();
    expect(calls).toBe(2);
    await Promise.all(answers);
  });

  it('keeps the envelope messages beside the data', async () => {
    const answer = await request('/api/eco');
    expect(answer.messages).toEqual(['Salvo']);
  });

  it('sends no token to a public route', async () => {
    await api.get('/api/eco', { authenticated: false });
    expect(seen[0].headers.get('Authorization')).toBeNull();
    expect(seen[0].headers.get('AppName')).toBe('ComercialWeb');
  });

  it('on 401 logs out, says "Acesso não autorizado!" and goes to the login page', async () => {
    await expect(api.get('/api/expirado')).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
    expect(notices()).toEqual([{ message: 'Acesso não autorizado!', type: 'error' }]);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('on 403 says "Acesso não autorizado!" and keeps the session', async () => {
    await expect(api.get('/api/proibido')).rejects.toMatchObject({ status: 403 });
    expect(readToken()).not.toBeNull();
    expect(notices()).toEqual([{ message: 'Acesso não autorizado!', type: 'error' }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('throws other failures with every message of the envelope', async () => {
    const failure = api.get('/api/invalido');
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'CPF Inválido',
      body: { messages: ['CPF Inválido', 'CEP inválido'] },
    });
    expect(notices()).toEqual([]);
  });

  it('without a stored token sends nothing and says "Nenhum token encontrado"', async () => {
    localStorage.clear();
    await expect(api.get('/api/eco')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(0);
    expect(notices()).toEqual([{ message: 'Nenhum token encontrado', type: 'warning' }]);
    expect(navigate).toHaveBeenCalled();
  });

  it('turns a network failure into "Falha na conexão"', async () => {
    server.use(http.get('*/api/offline', () => HttpResponse.error()));
    await expect(api.get('/api/offline')).rejects.toMatchObject({
      name: 'ConnectionError',
      message: 'Falha na conexão',
    });
  });

  it('answers ra-data-simple-rest with the unwrapped data and the headers', async () => {
    const answer = await fetchJson('/api/lista', { headers: new Headers({ Range: 'lista=0-9' }) });
    expect(answer.json).toEqual([{ id: 1 }]);
    expect(answer.headers.get('Content-Range')).toBe('lista 0-0/1');
    expect(seen[0].headers.get('Range')).toBe('lista=0-9');
  });
});
