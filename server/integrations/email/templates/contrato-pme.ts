import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import type { EmailMessage } from '../email-sender';
import { botaoHtml, escapeHtml, htmlLayout, saudacao } from './layout';

const T = servidor.emails.contratoPme;

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
  const title = T.titulo;
  const firstName = input.nome.trim().split(/\s+/)[0] || input.nome;
  const numero = input.numeroContrato;
  const paragraphs = [
    format(T.pronto, { numero, razaoSocial: input.razaoSocial }),
    T.representante,
  ];
  const text = [saudacao(firstName), '', ...paragraphs.flatMap((p) => [p, '']), input.link].join(
    '\n',
  );
  const html = htmlLayout(
    title,
    `<p>${escapeHtml(saudacao(firstName))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${botaoHtml(input.link, T.botao)}`,
  );
  return {
    to: input.to,
    subject: format(T.assunto, { numero }),
    text,
    html,
    template: 'assinatura-contrato-pme',
  };
}
