import type { EmailMessage } from '../email-sender';
import { escapeHtml, htmlLayout } from './layout';

/**
 * The links and notices sent to applicants (the communications log's `modelo`), each as an
 * e-mail (HTML and text) and as an SMS text. The outbox worker renders them at delivery time
 * from the log row, so the row keeps what was asked and this file keeps how it reads.
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
  const contrato = input.numeroContrato ? ` nº ${input.numeroContrato}` : '';
  switch (input.modelo) {
    case 'termo-intencao-compra':
      return {
        subject: 'Adesão: confirme sua intenção de compra',
        title: 'Confirme sua intenção de compra',
        paragraphs: [
          'Sua proposta de adesão ao plano de saúde foi registrada.',
          'Para continuar, confirme sua intenção de compra pelo link abaixo. Tenha em mãos seu CPF e sua data de nascimento.',
        ],
        button: 'Confirmar intenção de compra',
        sms: 'Adesão: confirme sua intenção de compra do plano de saúde em',
      };
    case 'fila-atendimento':
      return {
        subject: 'Adesão: sua avaliação de saúde por vídeo',
        title: 'Fila de atendimento da enfermagem',
        paragraphs: [
          'Chegou a hora da sua avaliação de saúde com a equipe de enfermagem.',
          'Acesse a fila de atendimento pelo link abaixo e aguarde: você será chamado(a) em instantes.',
        ],
        button: 'Entrar na fila de atendimento',
        sms: 'Adesão: entre na fila de atendimento da enfermagem em',
      };
    case 'assinatura-contrato':
      return {
        subject: 'Adesão: assine seu contrato',
        title: 'Assinatura do contrato',
        paragraphs: [
          `Seu contrato de adesão${contrato} está pronto para a assinatura eletrônica.`,
          'Leia o contrato e assine pelo link abaixo.',
        ],
        button: 'Assinar contrato',
        sms: `Adesão: seu contrato${contrato} está pronto para assinatura em`,
      };
    case 'avaliacao-saude-app':
      return {
        subject: 'Adesão: responda sua avaliação de saúde',
        title: 'Avaliação de saúde',
        paragraphs: [
          'Para seguir com a sua adesão, responda à declaração de saúde pelo aplicativo.',
          'O link abaixo abre a sua avaliação de saúde.',
        ],
        button: 'Responder avaliação de saúde',
        sms: 'Adesão: responda sua avaliação de saúde em',
      };
    case 'convite-video':
      return {
        subject: 'Adesão: convite para atendimento por vídeo',
        title: 'Atendimento por vídeo',
        paragraphs: [
          'A equipe de enfermagem convida você para o atendimento por vídeo da sua avaliação de saúde.',
          'Acesse a sala pelo link abaixo, de um celular ou computador com câmera e microfone.',
        ],
        button: 'Entrar na sala de vídeo',
        sms: 'Adesão: sua sala de atendimento por vídeo está aberta em',
      };
    // The appointment's date, time and kind were written into the log row when it was booked.
    case 'agendamento-confirmacao':
      return {
        subject: 'Adesão: avaliação de saúde agendada',
        title: 'Avaliação de saúde agendada',
        paragraphs: [input.conteudo ?? ''],
        sms: `Adesão: ${input.conteudo ?? ''}`,
      };
    case 'agendamento-lembrete':
      return {
        subject: 'Adesão: lembrete da sua avaliação de saúde',
        title: 'Lembrete da avaliação de saúde',
        paragraphs: [
          input.conteudo ?? '',
          'Em caso de imprevisto, entre em contato para reagendar.',
        ],
        sms: `Adesão: lembrete. ${input.conteudo ?? ''}`,
      };
    // The applicant's one-time code (proponente/codigo.ts), in the row until it is delivered.
    case 'codigo-acesso':
      return {
        subject: 'Adesão: seu código de confirmação',
        title: 'Código de confirmação',
        paragraphs: [
          `Seu código de confirmação é ${input.conteudo ?? ''}.`,
          'Ele vale por 10 minutos. Não informe este código a ninguém, nem ao corretor ou à equipe da operadora: ele serve só para você confirmar sua proposta.',
        ],
        sms: `Adesão: seu código de confirmação é ${input.conteudo ?? ''}. Vale por 10 minutos. Não informe a ninguém.`,
      };
    case 'comunicado': {
      const text = (input.conteudo ?? '').trim();
      return {
        subject: input.assunto?.trim() ? input.assunto.trim() : 'Adesão: comunicado',
        title: input.assunto?.trim() ? input.assunto.trim() : 'Comunicado',
        paragraphs: text ? text.split(/\n{2,}/) : [],
        button: input.link ? 'Acessar' : undefined,
        sms: `Adesão: ${text}`,
      };
    }
  }
}

/** The e-mail of a communication: HTML with a button and the plain-text alternative. */
export function comunicacaoEmail(input: ComunicacaoInput): EmailMessage {
  const w = wording(input);
  const greeting = `Olá, ${firstName(input.nome)}!`;
  const text = [greeting, '', ...w.paragraphs.flatMap((p) => [p, '']), input.link ?? '']
    .join('\n')
    .trim();
  const link = input.link ? escapeHtml(input.link) : null;
  const paragraphs = w.paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const button =
    link && w.button
      ? `<p style="margin:24px 0"><a href="${link}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(w.button)}</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${link}">${link}</a></p>`
      : '';
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
