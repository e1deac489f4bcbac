import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import type { EmailMessage } from '../email-sender';
import { botaoHtml, escapeHtml, htmlLayout, saudacao } from './layout';

const T = servidor.emails.primeiroAcesso;

export interface FirstAccessEmailInput {
  to: string;
  firstName: string;
  username: string;
  link: string;
}

/** A new staff account: its user name and the single-use link to choose the password. */
export function firstAccessEmail(input: FirstAccessEmailInput): EmailMessage {
  const title = T.titulo;
  const text = [
    saudacao(input.firstName),
    '',
    format(T.contaCriada, { usuario: input.username }),
    T.acesseLink,
    '',
    input.link,
    '',
    T.usoUnico,
  ].join('\n');
  const usuario = `<strong>${escapeHtml(input.username)}</strong>`;
  const html = htmlLayout(
    title,
    `<p>${escapeHtml(saudacao(input.firstName))}</p>
<p>${format(escapeHtml(T.contaCriada), { usuario })}</p>
${botaoHtml(input.link, T.botao)}
<p>${escapeHtml(T.usoUnico)}</p>`,
  );
  return { to: input.to, subject: title, text, html, template: 'primeiro-acesso' };
}
