import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

const disposition = (value: string) => new Headers({ 'content-disposition': value });

describe('fileNameOf', () => {
  it('keeps the accents of the UTF-8 name the server sends beside the ASCII one', () => {
    const headers = disposition(
      'attachment; filename="Declaracao Sao Joao.pdf"; filename*=UTF-8\'\'Declara%C3%A7%C3%A3o%20S%C3%A3o%20Jo%C3%A3o.pdf',
    );
    expect(fileNameOf(headers, 'arquivo.pdf')).toBe('Declaração São João.pdf');
  });

  it('reads the ASCII name when it is the only one, and the fallback when there is none', () => {
    expect(fileNameOf(disposition('attachment; filename="dados-do-titular.zip"'), 'x')).toBe(
      'dados-do-titular.zip',
    );
    expect(fileNameOf(new Headers(), 'relatorio.csv')).toBe('relatorio.csv');
  });

  it('falls back to the ASCII name when the UTF-8 one is malformed', () => {
    const headers = disposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'%E0%A4%A.pdf');
    expect(fileNameOf(headers, 'x')).toBe('a.pdf');
  });
});
