import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { personalDataIn } from './server-log';

describe('busca de dados pessoais no log do servidor', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-e2e-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const scan = (text: string) => {
    const file = path.join(dir, 'log');
    writeFileSync(file, text);
    return personalDataIn(file);
  };

  it('acha CPFs válidos, tokens e campos de senha, dizendo só o tipo e a linha', () => {
    const found = scan(
      [
        '{"level":30,"msg":"ok","req":{"url":"/api/adesao/***"}}',
        '{"level":30,"msg":"cpf 529.982.247-25"}',
        '{"level":30,"msg":"busca 52998224725"}',
        '{"level":40,"msg":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXZhbHVl"}',
        '{"level":30,"body":{"password":"x"}}',
      ].join('\n'),
    );
    expect(found).toEqual([
      'linha 2: CPF formatado (em "msg")',
      'linha 3: CPF (em "msg")',
      'linha 4: token JWT (em "msg")',
      'linha 4: cabeçalho Authorization (em "msg")',
      'linha 5: refresh token ou senha em campo (em "body")',
    ]);
    expect(found.join()).not.toContain('529');
  });

  it('não confunde números que não são CPF (ids, datas, durações)', () => {
    expect(
      scan('{"level":30,"responseTime":12345678901.5,"id":12345678901,"msg":"2026-11-25"}'),
    ).toEqual([]);
    // Eleven fraction digits of a duration that happen to pass the CPF check are not a CPF.
    expect(scan('{"level":30,"res":{"statusCode":200},"responseTime":2.52998224725}')).toEqual([]);
    // Nor eleven digits of a request id (a random UUID) that happen to pass it, about one run of
    // the browser suite in ten; a CPF beside one is still found.
    expect(scan('{"level":30,"reqId":"0772c053-39f4-4736-ac91-a52998224725"}')).toEqual([]);
    expect(
      scan('{"reqId":"0772c053-39f4-4736-ac91-a52998224725","url":"/api/x/52998224725"}'),
    ).toEqual(['linha 1: CPF (em "url")']);
  });
});
