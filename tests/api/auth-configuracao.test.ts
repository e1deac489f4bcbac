import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/configuracao (public)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the environment, the product version and no chat by default', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/configuracao' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { ambiente: 'test', versao: '2.5.55', chatUrl: null },
      messages: [],
    });
  });

  it('answers staging and the configured chat address', async () => {
    t = await createTestApp({
      env: { APP_ENV: 'staging', CHAT_URL: 'https://chat.example.com/vendas' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/configuracao' });
    expect(res.json().data).toEqual({
      ambiente: 'staging',
      versao: '2.5.55',
      chatUrl: 'https://chat.example.com/vendas',
    });
  });
});
