import { describe, expect, it } from 'vitest';
import { smtpError, stableMessageId } from './handler';

describe('e-mail delivery details', () => {
  it('keeps only the reply code of an SMTP refusal, never the quoted address', () => {
    const refused = Object.assign(new Error("Can't send mail - 550 <ana@example.com> unknown"), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    const error = smtpError(refused);
    expect(error.message).toBe('SMTP recusou a mensagem (550)');
    expect(error.retryable).toBe(false);
    expect(smtpError(Object.assign(new Error('x'), { responseCode: 451 })).retryable).toBe(true);
  });

  it('treats a connection failure as temporary', () => {
    const error = smtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }));
    expect(error).toMatchObject({ message: 'SMTP indisponível (ESOCKET)', retryable: true });
  });

  it('derives one Message-ID per outbox key, valid in a mail header', () => {
    expect(stableMessageId('comunicacao:42', 'adesao.example.com.br')).toBe(
      '<comunicacao.42@adesao.example.com.br>',
    );
  });
});
