import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

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
