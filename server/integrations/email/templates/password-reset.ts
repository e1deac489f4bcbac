import type { EmailMessage } from '../email-sender';
import { escapeHtml, htmlLayout } from './layout';

export interface PasswordResetEmailInput {
  to: string;
  firstName: string;
  link: string;
  validForMinutes: number;
}

function validity(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  }
  return `${minutes} minutos`;
}

/** The forgot-password e-mail: the single-use link and what to do if the user did not ask. */
export function passwordResetEmail(input: PasswordResetEmailInput): EmailMessage {
  const title = 'Redefinição de senha';
  const valid = validity(input.validForMinutes);
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    'Recebemos uma solicitação para redefinir a senha da sua conta no Adesão.',
    'Para criar uma nova senha, acesse o link abaixo:',
    '',
    input.link,
    '',
    `O link é válido por ${valid} e pode ser usado uma única vez.`,
    'Se você não fez essa solicitação, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = htmlLayout(
    title,
    `<p>Olá, ${escapeHtml(input.firstName)}!</p>
<p>Recebemos uma solicitação para redefinir a senha da sua conta no Adesão.</p>
<p style="margin:24px 0"><a href="${link}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">Redefinir senha</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}">${link}</a></p>
<p>O link é válido por ${valid} e pode ser usado uma única vez.</p>
<p>Se você não fez essa solicitação, ignore este e-mail: sua senha continua a mesma.</p>`,
  );
  return {
    template: 'redefinicao-senha',
    to: input.to,
    subject: 'Adesão: redefinição de senha',
    html,
    text,
  };
}
