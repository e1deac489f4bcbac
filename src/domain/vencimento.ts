import { SITUACAO } from './statuses';

const S = SITUACAO;

/**
 * The monthly due day is printed on the contract that goes out for signature, so it may change
 * only until then (drafts, null, included); afterwards the documentation approval must be
 * revoked first. The proposal screen shows 'Alterar vencimento' only in these statuses; the
 * server (PUT api/adesao/{id}/alterarVencimento) refuses the others.
 */
export const SITUACOES_ALTERAR_VENCIMENTO: readonly (number | null)[] = [
  null,
  S.AguardandoAprovacaoTermo,
  S.AguardandoDeclaracaoSaude,
  S.AguardandoAvaliacaoEnfermagem,
  S.AguardandoAprovacaoEnfermagem,
  S.NovaEntrada,
  S.PendenciasCorretor,
  S.Reentrada,
  S.ValidacaoConcluida,
];

export function canChangeDueDay(situacaoId: number | null | undefined): boolean {
  return SITUACOES_ALTERAR_VENCIMENTO.includes(situacaoId ?? null);
}
