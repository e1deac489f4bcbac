import { describe, expect, it } from 'vitest';
import { comunicacaoEmail, comunicacaoSms, MODELOS_COMUNICACAO } from './comunicacoes';

const link = 'https://adesao.example.com.br/mpa/0f6c1a52-9d7e-4a8f-b1e2-3c4d5e6f7a8b';

describe('communication templates', () => {
  // A notice, the appointment messages and the code carry their own text and no page to open.
  it.each(
    MODELOS_COMUNICACAO.filter(
      (m) => m !== 'comunicado' && m !== 'codigo-acesso' && !m.startsWith('agendamento-'),
    ),
  )('%s: greets by first name and carries the link in HTML and text', (modelo) => {
    const email = comunicacaoEmail({ modelo, to: 'a@b.com', nome: 'José da Silva', link });
    expect(email.template).toBe(modelo);
    expect(email.subject).toMatch(/^Adesão: /);
    expect(email.text).toMatch(/^Olá, José!/);
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain('lang="pt-BR"');
    expect(comunicacaoSms({ modelo, to: '27999990000', nome: 'José', link })).toMatch(
      new RegExp(`^Adesão: .* ${link.replace(/[.]/g, '\\.')}$`),
    );
  });

  it('an appointment confirmation and reminder say when, with no link', () => {
    const conteudo = 'Sua avaliação de saúde com a enfermagem está agendada para 10/03/2027 09:00.';
    const input = { to: 'a@b.com', nome: 'Ana Souza', conteudo };
    const email = comunicacaoEmail({ ...input, modelo: 'agendamento-confirmacao' });
    expect(email.subject).toBe('Adesão: avaliação de saúde agendada');
    expect(email.text).toContain(conteudo);
    expect(comunicacaoSms({ ...input, modelo: 'agendamento-lembrete' })).toBe(
      `Adesão: lembrete. ${conteudo}`,
    );
  });

  it("the applicant's one-time code: the digits, how long they last, never to be shared", () => {
    const input = { to: 'a@b.com', nome: 'Ana Souza', conteudo: '042917' };
    const email = comunicacaoEmail({ ...input, modelo: 'codigo-acesso' });
    expect(email.subject).toBe('Adesão: seu código de confirmação');
    expect(email.text).toContain('Seu código de confirmação é 042917.');
    expect(email.text).toContain('Não informe este código a ninguém');
    expect(comunicacaoSms({ ...input, modelo: 'codigo-acesso' })).toBe(
      'Adesão: seu código de confirmação é 042917. Vale por 10 minutos. Não informe a ninguém.',
    );
  });

  it('writes the texts as the product speaks them', () => {
    const input = { to: 'a@b.com', nome: 'Ana', link, numeroContrato: 100123 };
    expect(comunicacaoEmail({ ...input, modelo: 'assinatura-contrato' }).text).toContain(
      'Seu contrato de adesão nº 100123 está pronto para a assinatura eletrônica.',
    );
    expect(comunicacaoEmail({ ...input, modelo: 'convite-video' }).subject).toBe(
      'Adesão: convite para atendimento por vídeo',
    );
    expect(comunicacaoEmail({ ...input, modelo: 'avaliacao-saude-app' }).subject).toBe(
      'Adesão: responda sua avaliação de saúde',
    );
    expect(comunicacaoEmail({ ...input, modelo: 'fila-atendimento' }).html).toContain(
      'Entrar na fila de atendimento',
    );
  });

  it('a generic notice uses the manager’s subject and text, escaped in HTML', () => {
    const email = comunicacaoEmail({
      modelo: 'comunicado',
      to: 'a@b.com',
      nome: 'Ana Maria',
      assunto: 'Documentação pendente',
      conteudo: 'Envie o comprovante <b>atualizado</b>.\n\nObrigado!',
    });
    expect(email.subject).toBe('Documentação pendente');
    expect(email.text).toBe('Olá, Ana!\n\nEnvie o comprovante <b>atualizado</b>.\n\nObrigado!');
    expect(email.html).toContain('Envie o comprovante &lt;b&gt;atualizado&lt;/b&gt;.');
    expect(email.html).not.toContain('<b>atualizado</b>');
    expect(
      comunicacaoSms({
        modelo: 'comunicado',
        to: '1',
        nome: 'Ana',
        conteudo: 'Sua proposta foi aprovada.',
      }),
    ).toBe('Adesão: Sua proposta foi aprovada.');
  });

  it('escapes the recipient name, which comes from user input', () => {
    const email = comunicacaoEmail({
      modelo: 'termo-intencao-compra',
      to: 'a@b.com',
      nome: '<script>x</script> Silva',
      link,
    });
    expect(email.html).not.toContain('<script>');
  });
});
