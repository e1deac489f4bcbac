import type { EmailMessage } from '../email-sender';
import { escapeHtml, htmlLayout } from './layout';

export interface FirstAccessEmailInput {
  to: string;
  firstName: string;
  username: string;
  link: string;
}

/** A new staff account: its user name and the single-use link to choose the password. */
export function firstAccessEmail(input: FirstAccessEmailInput): EmailMessage {
  const title = 'Bem-vindo ao Adesão';
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    `Sua conta no Adesão foi criada com o usuário ${input.username}.`,
    'Para definir sua senha e fazer o primeiro acesso, acesse o link abaixo:',
    '',
    input.link,
    '',
    'O link pode ser usado uma única vez. Se ele expirar, use "Esqueci minha senha" na tela de acesso.',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = htmlLayout(
    title,
    `<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>Sua conta no Adesão foi criada com o usuário <strong>${escapeHtml(input.username)}</strong>.</p>
<p style="margin:24px 0"><a href="${link}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">Definir minha senha</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}">${link}</a></p>
<p>O link pode ser usado uma única vez. Se ele expirar, use "Esqueci minha senha" na tela de acesso.</p>`,
  );
  return { to: input.to, subject: title, text, html, template: 'primeiro-acesso' };
}
