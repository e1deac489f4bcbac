import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import type { EmailMessage } from '../email-sender';
import { botaoHtml, escapeHtml, htmlLayout, saudacao } from './layout';

const T = servidor.emails.redefinicaoSenha;

export interface PasswordResetEmailInput {
  to: string;
  firstName: string;
  link: string;
  validForMinutes: number;
}

function validity(minutes: number): string {
  if (minutes % 60 === 0) return format(T.horas, { smart_count: minutes / 60 });
  return format(T.minutos, { minutos: minutes });
}

/** The forgot-password e-mail: the single-use link and what to do if the user did not ask. */
export function passwordResetEmail(input: PasswordResetEmailInput): EmailMessage {
  const title = T.titulo;
  const validade = format(T.validade, { validade: validity(input.validForMinutes) });
  const text = [
    saudacao(input.firstName),
    '',
    T.solicitacao,
    T.acesseLink,
    '',
    input.link,
    '',
    validade,
    T.naoSolicitou,
  ].join('\n');
  const html = htmlLayout(
    title,
    `<p>${escapeHtml(saudacao(input.firstName))}</p>
<p>${escapeHtml(T.solicitacao)}</p>
${botaoHtml(input.link, T.botao)}
<p>${escapeHtml(validade)}</p>
<p>${escapeHtml(T.naoSolicitou)}</p>`,
  );
  return {
    template: 'redefinicao-senha',
    to: input.to,
    subject: T.assunto,
    html,
    text,
  };
}
