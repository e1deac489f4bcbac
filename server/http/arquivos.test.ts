import { describe, expect, it } from 'vitest';
import { contentDisposition } from './arquivos';

describe('contentDisposition', () => {
  it('gives an ASCII name for old browsers and the UTF-8 one beside it', () => {
    expect(contentDisposition('attachment', 'Declaração São João.pdf')).toBe(
      'attachment; filename="Declaracao Sao Joao.pdf"; filename*=UTF-8\'\'Declara%C3%A7%C3%A3o%20S%C3%A3o%20Jo%C3%A3o.pdf',
    );
  });

  it('drops path parts and characters that would break the header', () => {
    const header = contentDisposition('inline', '../../etc/"passwd";\r\nX: y', 'documento');
    expect(header).toBe(`inline; filename="passwdX y"; filename*=UTF-8''passwdX%20y`);
  });

  it('falls back to a plain name when nothing printable is left', () => {
    expect(contentDisposition('attachment', '', 'documento')).toBe(
      `attachment; filename="documento"; filename*=UTF-8''documento`,
    );
  });
});
