import type { EmailMessage } from '../email-sender';
import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { botaoHtml, escapeHtml, htmlLayout, saudacao } from './layout';

const C = servidor.emails.comunicacoes;

/**
 * The links and notices sent to applicants (the communications log's `modelo`), each as an
 * e-mail (HTML and text) and as an SMS text. The outbox worker renders them at delivery time
 * from the log row, so the row keeps what was asked and this file keeps how it reads; the words
 * are the catalogue's (servidor.emails.comunicacoes, keyed by `modelo`).
 */
export const MODELOS_COMUNICACAO = [
  'termo-intencao-compra',
  'fila-atendimento',
  'assinatura-contrato',
  'avaliacao-saude-app',
  'comunicado',
  'convite-video',
  'agendamento-confirmacao',
  'agendamento-lembrete',
  'codigo-acesso',
] as const;
export type ModeloComunicacao = (typeof MODELOS_COMUNICACAO)[number];

export function isModeloComunicacao(value: string): value is ModeloComunicacao {
  return (MODELOS_COMUNICACAO as readonly string[]).includes(value);
}

export interface ComunicacaoInput {
  modelo: ModeloComunicacao;
  to: string;
  /** The recipient's name as registered; the greeting uses the first name. */
  nome: string;
  link?: string | null;
  /** Generic notice only: its subject and text, as the manager wrote them. */
  assunto?: string | null;
  conteudo?: string | null;
  numeroContrato?: number | null;
}

interface Wording {
  subject: string;
  title: string;
  paragraphs: string[];
  button?: string;
  after?: string;
  sms: string;
}

function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] || nome;
}

function wording(input: ComunicacaoInput): Wording {
  const conteudo = input.conteudo ?? '';
  switch (input.modelo) {
    case 'termo-intencao-compra':
    case 'fila-atendimento':
    case 'avaliacao-saude-app':
    case 'convite-video': {
      const T = C[input.modelo];
      return {
        subject: T.assunto,
        title: T.titulo,
        paragraphs: [T.paragrafo1, T.paragrafo2],
        button: T.botao,
        sms: T.sms,
      };
    }
    case 'assinatura-contrato': {
      const T = C[input.modelo];
      const numero = input.numeroContrato;
      return {
        subject: T.assunto,
        title: T.titulo,
        paragraphs: [
          numero ? format(T.paragrafo1, { numero }) : T.paragrafo1SemNumero,
          T.paragrafo2,
        ],
        button: T.botao,
        sms: numero ? format(T.sms, { numero }) : T.smsSemNumero,
      };
    }
    // The appointment's date, time and kind were written into the log row when it was booked.
    case 'agendamento-confirmacao': {
      const T = C[input.modelo];
      return {
        subject: T.assunto,
        title: T.titulo,
        paragraphs: [conteudo],
        sms: format(T.sms, { conteudo }),
      };
    }
    case 'agendamento-lembrete': {
      const T = C[input.modelo];
      return {
        subject: T.assunto,
        title: T.titulo,
        paragraphs: [conteudo, T.imprevisto],
        sms: format(T.sms, { conteudo }),
      };
    }
    // The applicant's one-time code (proponente/codigo.ts), in the row until it is delivered.
    case 'codigo-acesso': {
      const T = C[input.modelo];
      return {
        subject: T.assunto,
        title: T.titulo,
        paragraphs: [format(T.paragrafo1, { codigo: conteudo }), T.paragrafo2],
        sms: format(T.sms, { codigo: conteudo }),
      };
    }
    case 'comunicado': {
      const T = C[input.modelo];
      const text = conteudo.trim();
      const assunto = input.assunto?.trim();
      return {
        subject: assunto ? assunto : T.assunto,
        title: assunto ? assunto : T.titulo,
        paragraphs: text ? text.split(/\n{2,}/) : [],
        button: input.link ? T.botao : undefined,
        sms: format(T.sms, { conteudo: text }),
      };
    }
  }
}

/** The e-mail of a communication: HTML with a button and the plain-text alternative. */
export function comunicacaoEmail(input: ComunicacaoInput): EmailMessage {
  const w = wording(input);
  const greeting = saudacao(firstName(input.nome));
  const text = [greeting, '', ...w.paragraphs.flatMap((p) => [p, '']), input.link ?? '']
    .join('\n')
    .trim();
  const paragraphs = w.paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const button = input.link && w.button ? botaoHtml(input.link, w.button) : '';
  return {
    template: input.modelo,
    to: input.to,
    subject: w.subject,
    text,
    html: htmlLayout(w.title, `<p>${escapeHtml(greeting)}</p>\n${paragraphs}\n${button}`),
  };
}

/** The SMS of a communication: one short line with the link (160 characters when possible). */
export function comunicacaoSms(input: ComunicacaoInput): string {
  const w = wording(input);
  return input.link ? `${w.sms} ${input.link}`.trim() : w.sms.replace(/ em$/, '.');
}
