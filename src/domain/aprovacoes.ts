import { SITUACAO, type SituacaoId } from './statuses';
import { aprovacoes as textos } from '../../i18n/pt-BR/aprovacoes';

/**
 * The three approvals that lead an individual proposal to "Validação concluída"
 * (docs/domain.md#lifecycles). Ids are not given by the spec; fixed here as 1..3 in the spec's
 * order.
 */
export const TIPO_APROVACAO = {
  AceiteTermoIntencaoCompra: 1,
  AprovacaoAvaliacaoSaude: 2,
  AprovacaoDocumentacao: 3,
} as const;

export type TipoAprovacaoKey = keyof typeof TIPO_APROVACAO;

/** The approvals' and indicators' names are catalogue texts (aprovacoes.tipos, aprovacoes.indicadores,
 * keyed like `key`): pt-BR here and in the server's `descricao`; a screen reads the key in the
 * chosen language (AprovacoesCard). */
const ROTULOS = textos.tipos;
const INDICADORES = textos.indicadores;

export const TIPOS_APROVACAO = [
  {
    id: 1,
    key: 'AceiteTermoIntencaoCompra',
    label: ROTULOS.AceiteTermoIntencaoCompra,
    // While the proposal sits in one of these statuses this approval is the one awaited.
    awaitedIn: [SITUACAO.AguardandoAprovacaoTermo],
  },
  {
    id: 2,
    key: 'AprovacaoAvaliacaoSaude',
    label: ROTULOS.AprovacaoAvaliacaoSaude,
    awaitedIn: [
      SITUACAO.AguardandoDeclaracaoSaude,
      SITUACAO.AguardandoAvaliacaoEnfermagem,
      SITUACAO.AguardandoAprovacaoEnfermagem,
    ],
  },
  {
    id: 3,
    key: 'AprovacaoDocumentacao',
    label: ROTULOS.AprovacaoDocumentacao,
    awaitedIn: [SITUACAO.NovaEntrada, SITUACAO.PendenciasCorretor, SITUACAO.Reentrada],
  },
] as const satisfies readonly {
  id: number;
  key: TipoAprovacaoKey;
  label: string;
  awaitedIn: readonly SituacaoId[];
}[];

/** Which approvals a proposal holds; a missing key means "not yet". */
export type Aprovacoes = Partial<Record<TipoAprovacaoKey, boolean>>;

export const INDICADOR_APROVACAO = {
  approved: { key: 'approved', label: INDICADORES.approved, icon: 'CheckCircle', color: 'success' },
  attention: { key: 'attention', label: INDICADORES.attention, icon: 'Error', color: 'warning' },
  empty: { key: 'empty', label: INDICADORES.empty, icon: 'RadioButtonUnchecked', color: 'default' },
} as const;

export type IndicadorAprovacao = keyof typeof INDICADOR_APROVACAO;

/**
 * approved when held; attention when the proposal is waiting for exactly this approval (it is
 * the step somebody must act on now); empty otherwise (a later step, or the proposal left the
 * flow). The spec names the three values without the rule; this is the product's reading.
 */
export function indicadorAprovacao(
  proposal: { situacaoPropostaAdesaoId: number | null; aprovacoes?: Aprovacoes | null },
  kind: TipoAprovacaoKey,
): IndicadorAprovacao {
  if (proposal.aprovacoes?.[kind]) return 'approved';
  const info = TIPOS_APROVACAO.find((t) => t.key === kind)!;
  return (info.awaitedIn as readonly number[]).includes(proposal.situacaoPropostaAdesaoId ?? -1)
    ? 'attention'
    : 'empty';
}
