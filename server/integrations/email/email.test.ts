import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDisabledSender } from './disabled-sender';
import { passwordResetEmail } from './templates/password-reset';

describe('the password-reset e-mail', () => {
  const message = passwordResetEmail({
    to: 'ana@example.com',
    firstName: 'Ana <b>',
    link: 'https://adesao.example.com/usuario/redefinir-senha?token=abc&x=1',
    validForMinutes: 60,
  });

  it('speaks pt-BR in both parts and names the template', () => {
    expect(message.template).toBe('redefinicao-senha');
    expect(message.subject).toBe('Adesão: redefinição de senha');
    expect(message.text).toContain('O link é válido por 1 hora e pode ser usado uma única vez.');
    expect(message.html).toContain('lang="pt-BR"');
    expect(message.html).toContain('Redefinir senha');
  });

  it('escapes the name and the link in the HTML part', () => {
    expect(message.html).toContain('Olá, Ana &lt;b&gt;!');
    expect(message.html).toContain('redefinir-senha?token=abc&amp;x=1');
    expect(message.text).toContain('Olá, Ana <b>!');
  });
});

describe('the sender used without SMTP_URL', () => {
  it('delivers nothing and logs only the template name', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const result = await createDisabledSender(log).send({
      template: 'redefinicao-senha',
      to: 'ana@example.com',
      subject: 'Assunto',
      html: '<p>token=segredo</p>',
      text: 'token=segredo',
    });
    expect(result).toEqual({ delivered: false });
    expect(lines).toEqual([
      [{ template: 'redefinicao-senha' }, 'e-mail não enviado: SMTP_URL não configurado'],
    ]);
  });
});
