import type { EmailMessage } from '../email-sender';
import { escapeHtml, htmlLayout } from './layout';

export interface ContratoPmeEmailInput {
  to: string;
  /** The legal representative's name as registered; the greeting uses the first name. */
  nome: string;
  razaoSocial: string;
  numeroContrato: number;
  /** The signer's page at the e-signature service. */
  link: string;
}

/** The PME contract to its legal representative: the company, the number and where to sign. */
export function contratoPmeEmail(input: ContratoPmeEmailInput): EmailMessage {
  const title = 'Assinatura do contrato PME';
  const firstName = input.nome.trim().split(/\s+/)[0] || input.nome;
  const paragraphs = [
    `O contrato PME nº ${input.numeroContrato} da empresa ${input.razaoSocial} está pronto para a assinatura eletrônica.`,
    'Como representante legal da empresa, leia o contrato e assine pelo link abaixo.',
  ];
  const text = [`Olá, ${firstName}!`, '', ...paragraphs.flatMap((p) => [p, '']), input.link].join(
    '\n',
  );
  const link = escapeHtml(input.link);
  const html = htmlLayout(
    title,
    `<p>Olá, ${escapeHtml(firstName)}!</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">Assinar contrato</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}">${link}</a></p>`,
  );
  return {
    to: input.to,
    subject: `Empresa: assine o contrato PME nº ${input.numeroContrato}`,
    text,
    html,
    template: 'assinatura-contrato-pme',
  };
}
