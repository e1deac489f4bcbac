import { SITUACAO, type SituacaoId } from './statuses';

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

export const TIPOS_APROVACAO = [
  {
    id: 1,
    key: 'AceiteTermoIntencaoCompra',
    label: 'Aceite do termo de intenção de compra',
    // While the proposal sits in one of these statuses this approval is the one awaited.
    awaitedIn: [SITUACAO.AguardandoAprovacaoTermo],
  },
  {
    id: 2,
    key: 'AprovacaoAvaliacaoSaude',
    label: 'Aprovação da avaliação de saúde',
    awaitedIn: [
      SITUACAO.AguardandoDeclaracaoSaude,
      SITUACAO.AguardandoAvaliacaoEnfermagem,
      SITUACAO.AguardandoAprovacaoEnfermagem,
    ],
  },
  {
    id: 3,
    key: 'AprovacaoDocumentacao',
    label: 'Aprovação da documentação',
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
  approved: { key: 'approved', label: 'Aprovado', icon: 'CheckCircle', color: 'success' },
  attention: { key: 'attention', label: 'Atenção', icon: 'Error', color: 'warning' },
  empty: { key: 'empty', label: 'Não iniciado', icon: 'RadioButtonUnchecked', color: 'default' },
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
