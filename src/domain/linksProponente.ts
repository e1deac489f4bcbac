import { propostas } from '../../i18n/pt-BR/propostas';
import { SITUACAO, type SituacaoId } from './statuses';

/** The links' names, catalogue texts keyed by `tipo` (propostas.links.rotulos); pt-BR here. */
const ROTULOS = propostas.links.rotulos;
/** The channels' names, keyed by `key` (propostas.comunicacoes.canais); pt-BR here. */
const CANAIS = propostas.comunicacoes.canais;

/**
 * The four links an applicant receives and staff may resend (spec 1, sections 1 and 7): the
 * purchase-intent term, the attendance queue, the contract signature and the in-app health
 * evaluation. `tipo` is the path segment of POST api/adesao/{id}/reenviar/{tipo}/{canal};
 * `situacoes` is where resending makes sense (a term link after the term was accepted would
 * only confuse the applicant). `modelo` names the message template the server sends (and the
 * sending log shows). `doTitular`: the family's term and contract are the holder's to accept
 * and sign (one term lists the family and its total, one envelope names the holder), so a
 * dependant's proposal never offers them. The server's communications module reads this
 * table: one source.
 */
export const LINKS_PROPONENTE = [
  {
    tipo: 'termo',
    doTitular: true,
    modelo: 'termo-intencao-compra',
    label: ROTULOS.termo,
    situacoes: [SITUACAO.AguardandoAprovacaoTermo],
  },
  {
    tipo: 'fila',
    doTitular: false,
    modelo: 'fila-atendimento',
    label: ROTULOS.fila,
    situacoes: [SITUACAO.AguardandoDeclaracaoSaude, SITUACAO.AguardandoAvaliacaoEnfermagem],
  },
  {
    tipo: 'assinatura',
    doTitular: true,
    modelo: 'assinatura-contrato',
    label: ROTULOS.assinatura,
    situacoes: [SITUACAO.AguardandoAssinaturas],
  },
  {
    tipo: 'avaliacao',
    doTitular: false,
    modelo: 'avaliacao-saude-app',
    label: ROTULOS.avaliacao,
    situacoes: [SITUACAO.AguardandoDeclaracaoSaude],
  },
] as const satisfies readonly {
  tipo: string;
  doTitular: boolean;
  modelo: string;
  label: string;
  situacoes: readonly SituacaoId[];
}[];

export type TipoLinkProponente = (typeof LINKS_PROPONENTE)[number]['tipo'];

/**
 * Channels a link or a communication can go through. `label` is the pt-BR catalogue text;
 * screens show `propostas.comunicacoes.canais.<key>` in the chosen language (rotuloCanal).
 */
export const CANAIS_ENVIO = [
  { key: 'sms', label: CANAIS.sms },
  { key: 'whatsapp', label: CANAIS.whatsapp },
  { key: 'email', label: CANAIS.email },
] as const;

export type CanalEnvio = (typeof CANAIS_ENVIO)[number]['key'];

/** Each link by its `tipo`, for the server's lookups (MODELOS.termo.modelo). */
export const LINK_PROPONENTE_POR_TIPO = Object.fromEntries(
  LINKS_PROPONENTE.map((link) => [link.tipo, link]),
) as { [T in TipoLinkProponente]: Extract<(typeof LINKS_PROPONENTE)[number], { tipo: T }> };

/** Who the proposal is in its family: a dependant's links are her own steps only. */
export interface QuemRecebe {
  dependente?: boolean;
}

/** Whether this link may be resent while the proposal is in this status (null: a draft). */
export function canResendLink(
  tipo: TipoLinkProponente,
  situacaoId: number | null | undefined,
  quem: QuemRecebe = {},
) {
  return linksReenviaveis(situacaoId, quem).some((link) => link.tipo === tipo);
}

/** The links that may be resent while the proposal is in this status. */
export function linksReenviaveis(situacaoId: number | null | undefined, quem: QuemRecebe = {}) {
  return LINKS_PROPONENTE.filter(
    (link) =>
      (link.situacoes as readonly number[]).includes(situacaoId ?? -1) &&
      !(quem.dependente && link.doTitular),
  );
}
