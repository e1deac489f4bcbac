import { describe, expect, it } from 'vitest';
import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { TIPO_ATENDIMENTO } from '../../../../src/domain';
import { textoAgendamento } from '../../../modules/agendamento/mensagens';
import { comunicacaoEmail, comunicacaoSms, MODELOS_COMUNICACAO } from './comunicacoes';
import { contratoPmeEmail } from './contrato-pme';
import { firstAccessEmail } from './first-access';
import { escapeHtml } from './layout';
import { passwordResetEmail } from './password-reset';

/**
 * The e-mails' and SMS' words are the pt-BR catalogue's servidor.emails (issue 42), and the
 * appointment messages' text is servidor.agendamento.mensagem.
 */
const E = servidor.emails;
const link = 'https://adesao.example.com.br/mpa/abc';

describe('the e-mails and SMS are written with the catalogue', () => {
  it('writes every communication’s subject, title, greeting, frame and SMS from servidor.emails', () => {
    for (const modelo of MODELOS_COMUNICACAO) {
      const C = E.comunicacoes[modelo];
      const input = { modelo, to: 'ana@example.com', nome: 'Ana Lima', link, conteudo: '123456' };
      const email = comunicacaoEmail(input);
      expect(email.subject).toBe(C.assunto);
      expect(email.html).toContain(
        `<h1 style="margin:0 0 16px;font-size:20px;color:#2e7d32">${escapeHtml(C.titulo)}</h1>`,
      );
      expect(email.text.split('\n')[0]).toBe(format(E.saudacao, { nome: 'Ana' }));
      expect(email.html).toContain(escapeHtml(E.rodape));
      if ('botao' in C) expect(email.html).toContain(escapeHtml(E.botaoNaoFunciona));
      const sms =
        modelo === 'assinatura-contrato'
          ? E.comunicacoes[modelo].smsSemNumero
          : format(C.sms, { conteudo: '123456', codigo: '123456' });
      expect(comunicacaoSms(input)).toBe(`${sms} ${link}`);
    }
  });

  it('writes the paragraphs with their values', () => {
    const C = E.comunicacoes;
    const base = { to: 'ana@example.com', nome: 'Ana', link };
    const contrato = comunicacaoEmail({
      ...base,
      modelo: 'assinatura-contrato',
      numeroContrato: 42,
    });
    expect(contrato.text).toContain(format(C['assinatura-contrato'].paragrafo1, { numero: 42 }));
    const codigo = comunicacaoEmail({ ...base, modelo: 'codigo-acesso', conteudo: '654321' });
    expect(codigo.text).toContain(format(C['codigo-acesso'].paragrafo1, { codigo: '654321' }));
    const lembrete = comunicacaoEmail({ ...base, modelo: 'agendamento-lembrete', conteudo: 'x' });
    expect(lembrete.text).toContain(C['agendamento-lembrete'].imprevisto);
  });

  it('writes the staff’s account e-mails and the PME contract from servidor.emails', () => {
    const reset = passwordResetEmail({ to: 'a@b.c', firstName: 'Ana', link, validForMinutes: 60 });
    const R = E.redefinicaoSenha;
    expect(reset.subject).toBe(R.assunto);
    expect(reset.text).toContain(
      format(R.validade, { validade: format(R.horas, { smart_count: 1 }) }),
    );
    const curto = passwordResetEmail({ to: 'a@b.c', firstName: 'Ana', link, validForMinutes: 30 });
    expect(curto.text).toContain(
      format(R.validade, { validade: format(R.minutos, { minutos: 30 }) }),
    );

    const P = E.primeiroAcesso;
    const primeiro = firstAccessEmail({ to: 'a@b.c', firstName: 'Ana', username: 'ana', link });
    expect(primeiro.subject).toBe(P.titulo);
    expect(primeiro.text).toContain(format(P.contaCriada, { usuario: 'ana' }));
    expect(primeiro.html).toContain(escapeHtml(P.botao));

    const pme = contratoPmeEmail({
      to: 'a@b.c',
      nome: 'Rui Costa',
      razaoSocial: 'ACME Ltda',
      numeroContrato: 7,
      link,
    });
    expect(pme.subject).toBe(format(E.contratoPme.assunto, { numero: 7 }));
    expect(pme.text).toContain(
      format(E.contratoPme.pronto, { numero: 7, razaoSocial: 'ACME Ltda' }),
    );
  });

  it('writes the appointment messages’ text from servidor.agendamento.mensagem', () => {
    const M = servidor.agendamento.mensagem;
    const inicio = new Date('2030-03-04T13:00:00Z');
    const quando = (tipoAtendimento: number, cidade: string | null) =>
      textoAgendamento({ inicio, tipoAtendimento, cidade });
    const texto = (como: string) => format(M.texto, { inicio: '04/03/2030 10:00', como });
    expect(quando(TIPO_ATENDIMENTO.ONLINE, null)).toBe(texto(M.online));
    expect(quando(TIPO_ATENDIMENTO.PRESENCIAL, 'Vitória')).toBe(
      texto(format(M.presencialEm, { cidade: 'Vitória' })),
    );
    expect(quando(TIPO_ATENDIMENTO.PRESENCIAL, null)).toBe(texto(M.presencial));
  });
});
