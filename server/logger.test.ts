import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logger';

describe('log redaction of URLs', () => {
  it('hides CPFs in paths and drops query strings', () => {
    expect(redactUrl('/api/adesao/listarPropostasCPF/12345678909?x=1')).toBe(
      '/api/adesao/listarPropostasCPF/***',
    );
  });

  it('hides long tokens of the applicant links', () => {
    expect(redactUrl('/mpa/0123456789abcdef0123456789abcdef0123/confirmacao')).toBe(
      '/mpa/***/confirmacao',
    );
  });

  it('keeps short numeric ids readable', () => {
    expect(redactUrl('/api/adesao/42/listarHistorico')).toBe('/api/adesao/42/listarHistorico');
  });
});

describe('log redaction of the applicant addresses and failed queries', () => {
  it('hides the video invite short code and any applicant or room token, whatever its length', () => {
    expect(redactUrl('/l/Ab3_x-9Z')).toBe('/l/***');
    expect(redactUrl('/mpa/curto/declaracao')).toBe('/mpa/***/declaracao');
    expect(redactUrl('/sala-video/abc')).toBe('/sala-video/***');
    expect(redactUrl('/login')).toBe('/login');
  });

  it("keeps a failed query's SQLSTATE, never its statement, parameters or the database's message", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "x"'), {
      code: '22P02',
    });
    const error = new DrizzleQueryError(
      'select "id" from "corretores" where ("cpf" = $1 and "concessionaria_id" = $2) limit $3',
      ['15565959802', 'x', 10],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('15565959802');
    expect(logged).not.toContain('select');
    expect(logged).not.toContain('invalid input');
    expect(serializeError(error)).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
  });
});
