import { ALL_SITUACAO_IDS, SITUACAO } from './statuses';
import { canChangeDueDay, SITUACOES_ALTERAR_VENCIMENTO } from './vencimento';

const S = SITUACAO;

describe('changing the due day', () => {
  it('is allowed on drafts, whether the status is null or missing', () => {
    expect(canChangeDueDay(null)).toBe(true);
    expect(canChangeDueDay(undefined)).toBe(true);
  });

  it('is allowed until the contract goes out for signature', () => {
    for (const id of [
      S.AguardandoAprovacaoTermo,
      S.AguardandoDeclaracaoSaude,
      S.AguardandoAvaliacaoEnfermagem,
      S.AguardandoAprovacaoEnfermagem,
      S.NovaEntrada,
      S.PendenciasCorretor,
      S.Reentrada,
      S.ValidacaoConcluida,
    ]) {
      expect(canChangeDueDay(id), `situação ${id}`).toBe(true);
    }
  });

  it('is refused once the contract is out for signature, and afterwards', () => {
    for (const id of [
      S.AguardandoAssinaturas,
      S.Concluida,
      S.IntegradoERP,
      S.IntegradoPendencias,
      S.Cancelada,
      S.Bloqueada,
    ]) {
      expect(canChangeDueDay(id), `situação ${id}`).toBe(false);
    }
  });

  it('covers only known statuses, each answered by the table', () => {
    const allowed = ALL_SITUACAO_IDS.filter((id) => canChangeDueDay(id));
    expect(new Set(allowed)).toEqual(
      new Set(SITUACOES_ALTERAR_VENCIMENTO.filter((id) => id !== null)),
    );
  });
});
