import fc from 'fast-check';
import { propostas } from '../../i18n/pt-BR/propostas';
import {
  allowedActions,
  apply,
  assertCanPerform,
  canPerform,
  canSubmitDraft,
  isAvailable,
  LifecycleError,
  openPendencies,
  reachableStatuses,
  type PropostaState,
} from './lifecycle';
import { FINAL_STATUSES, LIFECYCLE } from './lifecycleTable';
import { getStatusInfo, SITUACAO as S, SITUACOES } from './statuses';

const at = (
  situacaoPropostaAdesaoId: number | null,
  extra: Partial<PropostaState> = {},
): PropostaState => ({
  situacaoPropostaAdesaoId,
  ...extra,
});
const motivo = 'motivo informado';

/** Catches the LifecycleError of a call. */
function errorOf(run: () => unknown): LifecycleError {
  try {
    run();
  } catch (error) {
    if (error instanceof LifecycleError) return error;
    throw error;
  }
  throw new Error('expected a LifecycleError');
}

describe('individual proposal lifecycle, row by row (docs/domain.md, Lifecycles)', () => {
  it('submits a draft to AguardandoAprovacaoTermo', () => {
    expect(apply('submeter', at(null)).situacaoPropostaAdesaoId).toBe(S.AguardandoAprovacaoTermo);
  });

  it('refuses to submit while an under-49 applicant waits for the age release', () => {
    expect(errorOf(() => apply('submeter', at(null, { liberacaoIdadePendente: true }))).code).toBe(
      'guard-failed',
    );
  });

  it('offers the dealership to send a holder’s draft only when active and released', () => {
    const dealer = ['Concessionaria'];
    expect(canSubmitDraft(at(null), dealer)).toBe(true);
    expect(canSubmitDraft(at(null), ['VendasInternas'])).toBe(true);
    expect(canSubmitDraft(at(null, { liberacaoIdadePendente: true }), dealer)).toBe(false);
    expect(canSubmitDraft(at(null, { inativo: true }), dealer)).toBe(false);
    expect(canSubmitDraft({ ...at(null), propostaTitularId: 7 }, dealer)).toBe(false);
    expect(canSubmitDraft(at(S.AguardandoAprovacaoTermo), dealer)).toBe(false);
    expect(canSubmitDraft(at(null), ['GestorComercial'])).toBe(false);
    expect(errorOf(() => apply('submeter', at(null, { inativo: true }))).message).toBe(
      'A proposta está inativa.',
    );
  });

  it('moves to AguardandoDeclaracaoSaude when the applicant confirms, with the term approval', () => {
    const next = apply('confirmar-intencao-compra', at(S.AguardandoAprovacaoTermo));
    expect(next.situacaoPropostaAdesaoId).toBe(S.AguardandoDeclaracaoSaude);
    expect(next.aprovacoes).toEqual({ AceiteTermoIntencaoCompra: true });
  });

  it('moves to AguardandoAvaliacaoEnfermagem when the declaration is registered', () => {
    const next = apply('registrar-declaracao-saude', at(S.AguardandoDeclaracaoSaude));
    expect(next.situacaoPropostaAdesaoId).toBe(S.AguardandoAvaliacaoEnfermagem);
  });

  it('lets the nurse approve from both nursing statuses into NovaEntrada with the health approval', () => {
    for (const from of [S.AguardandoAvaliacaoEnfermagem, S.AguardandoAprovacaoEnfermagem]) {
      const next = apply(
        'aprovar-avaliacao-saude',
        at(from, { aprovacoes: { AceiteTermoIntencaoCompra: true } }),
      );
      expect(next.situacaoPropostaAdesaoId).toBe(S.NovaEntrada);
      expect(next.aprovacoes).toEqual({
        AceiteTermoIntencaoCompra: true,
        AprovacaoAvaliacaoSaude: true,
      });
    }
  });

  it('lets the external nurse conclude into AguardandoAprovacaoEnfermagem', () => {
    expect(
      apply('concluir-avaliacao-saude', at(S.AguardandoAvaliacaoEnfermagem))
        .situacaoPropostaAdesaoId,
    ).toBe(S.AguardandoAprovacaoEnfermagem);
  });

  it('refuses nurse approval and conclusion while a pendency is open', () => {
    const pending = at(S.AguardandoAvaliacaoEnfermagem, { possuiPendencia: true });
    expect(errorOf(() => apply('aprovar-avaliacao-saude', pending)).message).toBe(
      'A proposta possui pendência em aberto.',
    );
    expect(errorOf(() => apply('concluir-avaliacao-saude', pending)).code).toBe('guard-failed');
  });

  it('keeps the status when the nurse marks a pendency, raising the pending flag', () => {
    const next = apply('registrar-pendencia-enfermagem', at(S.AguardandoAvaliacaoEnfermagem), {
      motivo,
    });
    expect(next).toMatchObject({
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      possuiPendencia: true,
      pendenciasAbertas: 1,
    });
  });

  it('sends NovaEntrada and Reentrada to PendenciasCorretor when the manager registers a pendency', () => {
    for (const from of [S.NovaEntrada, S.Reentrada]) {
      const next = apply('registrar-pendencia', at(from), { motivo });
      expect(next).toMatchObject({
        situacaoPropostaAdesaoId: S.PendenciasCorretor,
        possuiPendencia: true,
      });
    }
  });

  it('re-enters the proposal when its last broker pendency is resolved', () => {
    const twoOpen = at(S.PendenciasCorretor, { possuiPendencia: true, pendenciasAbertas: 2 });
    const oneLeft = apply('resolver-pendencia', twoOpen, { motivo: 'documento enviado' });
    expect(oneLeft).toMatchObject({
      situacaoPropostaAdesaoId: S.PendenciasCorretor,
      pendenciasAbertas: 1,
      possuiPendencia: true,
    });
    const none = apply('resolver-pendencia', oneLeft, { motivo: 'documento enviado' });
    expect(none).toMatchObject({
      situacaoPropostaAdesaoId: S.Reentrada,
      pendenciasAbertas: 0,
      possuiPendencia: false,
    });
  });

  it('clears a nursing pendency without moving the status', () => {
    const next = apply(
      'resolver-pendencia',
      at(S.AguardandoAvaliacaoEnfermagem, { possuiPendencia: true }),
      {
        motivo: 'cliente retornou',
      },
    );
    expect(next).toMatchObject({
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
      possuiPendencia: false,
    });
  });

  it('needs an open pendency and a resolution of 8 characters to resolve', () => {
    const semPendencia = errorOf(() =>
      apply('resolver-pendencia', at(S.NovaEntrada), { motivo: 'resolvido ok' }),
    );
    expect(semPendencia.code).toBe('guard-failed');
    expect(semPendencia.message).toBe('A proposta não possui pendência em aberto.');
    expect(
      errorOf(() =>
        apply('resolver-pendencia', at(S.NovaEntrada, { possuiPendencia: true }), {
          motivo: 'curto',
        }),
      ).code,
    ).toBe('reason-required');
  });

  it('re-enters PendenciasCorretor when the documentation is confirmed sent', () => {
    expect(
      apply('confirmar-envio-documentacao', at(S.PendenciasCorretor)).situacaoPropostaAdesaoId,
    ).toBe(S.Reentrada);
  });

  it('approves documentation from NovaEntrada and Reentrada into ValidacaoConcluida', () => {
    for (const from of [S.NovaEntrada, S.Reentrada]) {
      const next = apply('aprovar-documentacao', at(from));
      expect(next.situacaoPropostaAdesaoId).toBe(S.ValidacaoConcluida);
      expect(next.aprovacoes?.AprovacaoDocumentacao).toBe(true);
    }
  });

  it('refuses to approve documentation with an open pendency', () => {
    expect(
      errorOf(() => apply('aprovar-documentacao', at(S.Reentrada, { pendenciasAbertas: 1 }))).code,
    ).toBe('guard-failed');
  });

  it('refuses to approve documentation with no document attached, when they are counted', () => {
    const error = errorOf(() =>
      apply('aprovar-documentacao', at(S.NovaEntrada, { documentosAnexos: 0 })),
    );
    expect(error.code).toBe('guard-failed');
    expect(error.message).toBe(
      'A proposta não tem documentos anexados. Anexe a documentação antes de aprová-la.',
    );
    expect(
      apply('aprovar-documentacao', at(S.NovaEntrada, { documentosAnexos: 2 }))
        .situacaoPropostaAdesaoId,
    ).toBe(S.ValidacaoConcluida);
    // The screen does not count them: it offers the button, and its dialog says why not.
    expect(isAvailable('aprovar-documentacao', at(S.NovaEntrada))).toBe(true);
  });

  it('revokes the documentation approval back to Reentrada', () => {
    for (const from of [S.ValidacaoConcluida, S.AguardandoAssinaturas]) {
      const next = apply(
        'revogar-aprovacao',
        at(from, { aprovacoes: { AprovacaoDocumentacao: true } }),
      );
      expect(next.situacaoPropostaAdesaoId).toBe(S.Reentrada);
      expect(next.aprovacoes?.AprovacaoDocumentacao).toBe(false);
    }
  });

  it('follows the signature and ERP path to IntegradoERP', () => {
    let p = at(S.ValidacaoConcluida);
    p = apply('enviar-para-assinatura', p);
    expect(p.situacaoPropostaAdesaoId).toBe(S.AguardandoAssinaturas);
    p = apply('verificar-assinaturas', p);
    expect(p.situacaoPropostaAdesaoId).toBe(S.Concluida);
    p = apply('solicitar-integracao', p);
    expect(p.situacaoPropostaAdesaoId).toBe(S.SolicitadaIntegracaoComERP);
    expect(apply('registrar-integracao', p).situacaoPropostaAdesaoId).toBe(S.IntegradoERP);
    const withPendencies = apply('registrar-integracao-com-pendencias', p);
    expect(withPendencies.situacaoPropostaAdesaoId).toBe(S.IntegradoPendencias);
    expect(apply('resolver-pendencias-erp', withPendencies).situacaoPropostaAdesaoId).toBe(
      S.IntegradoERP,
    );
  });

  it('cancels from any status but Cancelada and IntegradoERP, remembering where it was', () => {
    for (const info of SITUACOES) {
      const p = at(info.id);
      if (info.id === S.Cancelada || info.id === S.IntegradoERP) {
        expect(isAvailable('cancelar', p)).toBe(false);
      } else {
        expect(apply('cancelar', p, { motivo })).toMatchObject({
          situacaoPropostaAdesaoId: S.Cancelada,
        });
      }
    }
    expect(apply('cancelar', at(S.Concluida), { motivo }).situacaoAnteriorId).toBe(S.Concluida);
  });

  it('requires a reason to cancel', () => {
    expect(errorOf(() => apply('cancelar', at(S.NovaEntrada), { motivo: '  ' })).code).toBe(
      'reason-required',
    );
    expect(errorOf(() => apply('cancelar', at(S.NovaEntrada))).message).toBe('Informe o motivo.');
  });

  it('reverts a cancellation to the status before it', () => {
    const cancelled = apply('cancelar', at(S.AguardandoAssinaturas), { motivo });
    expect(apply('reverter-cancelamento', cancelled)).toMatchObject({
      situacaoPropostaAdesaoId: S.AguardandoAssinaturas,
      situacaoAnteriorId: null,
    });
  });

  it('does not revert without a known previous status', () => {
    expect(errorOf(() => apply('reverter-cancelamento', at(S.Cancelada))).message).toBe(
      'A situação anterior da proposta não é conhecida.',
    );
  });

  it('blocks from any status but Cancelada, Bloqueada and IntegradoERP', () => {
    for (const info of SITUACOES) {
      const expected = ![S.Cancelada, S.Bloqueada, S.IntegradoERP].includes(info.id as never);
      expect(isAvailable('bloquear', at(info.id)), info.key).toBe(expected);
    }
  });

  it('unblocks to the status before the block, with an empty motivo', () => {
    const blocked = apply('bloquear', at(S.Reentrada), { motivo });
    expect(apply('desbloquear', blocked, { motivo: '' }).situacaoPropostaAdesaoId).toBe(
      S.Reentrada,
    );
  });

  it('reverting the cancellation of a blocked proposal returns to the last working status', () => {
    const blocked = apply('bloquear', at(S.Concluida), { motivo });
    const cancelled = apply('cancelar', blocked, { motivo });
    expect(cancelled.situacaoAnteriorId).toBe(S.Concluida);
    expect(apply('reverter-cancelamento', cancelled).situacaoPropostaAdesaoId).toBe(S.Concluida);
  });

  it('inactivates any status but IntegradoERP into Cancelada with the inactive flag, for good', () => {
    const inactive = apply('inativar', at(S.NovaEntrada), { motivo });
    expect(inactive).toMatchObject({
      situacaoPropostaAdesaoId: S.Cancelada,
      inativo: true,
      situacaoAnteriorId: S.NovaEntrada,
    });
    expect(errorOf(() => apply('reverter-cancelamento', inactive)).message).toBe(
      'A proposta está inativa.',
    );
    expect(errorOf(() => apply('inativar', inactive, { motivo })).code).toBe('guard-failed');
    expect(isAvailable('inativar', at(S.IntegradoERP))).toBe(false);
    expect(
      apply('inativar', at(S.Cancelada, { situacaoAnteriorId: 4 }), { motivo }).situacaoAnteriorId,
    ).toBe(4);
  });

  it('refuses an action in a status the table does not list, naming the status', () => {
    const error = errorOf(() => apply('aprovar-documentacao', at(S.Concluida)));
    expect(error.code).toBe('invalid-status');
    expect(error.message).toBe('Ação não permitida na situação atual da proposta (Concluída).');
    expect(errorOf(() => apply('cancelar', at(null), { motivo })).message).toContain('(Rascunho)');
  });

  it('refuses unknown actions', () => {
    const error = errorOf(() => apply('teletransportar', at(S.NovaEntrada)));
    expect(error.code).toBe('unknown-action');
    expect(error.message).toBe('Ação desconhecida.');
    expect(isAvailable('teletransportar', at(S.NovaEntrada))).toBe(false);
  });

  it('keeps the fields it does not manage', () => {
    const next = apply('aprovar-documentacao', {
      situacaoPropostaAdesaoId: 1,
      numeroContrato: 'X1',
    });
    expect(next.numeroContrato).toBe('X1');
  });
});

describe('who may act', () => {
  it('lists the actions a role may take now, in table order', () => {
    expect(allowedActions(at(S.NovaEntrada), ['GestorComercial'])).toEqual([
      'registrar-pendencia',
      'aprovar-documentacao',
      'cancelar',
      'bloquear',
      'inativar',
    ]);
    expect(allowedActions(at(S.NovaEntrada), ['AprovadorProposta'])).toEqual([
      'registrar-pendencia',
      'aprovar-documentacao',
    ]);
    expect(
      allowedActions(at(S.Bloqueada, { situacaoAnteriorId: 1 }), ['BloqueadorProposta']),
    ).toEqual(['desbloquear']);
    expect(allowedActions(at(S.NovaEntrada), ['DAC'])).toEqual([]);
  });

  it('gives the nurse approve and the external nurse conclude', () => {
    const p = at(S.AguardandoAvaliacaoEnfermagem);
    expect(allowedActions(p, ['Enfermeiro'])).toContain('aprovar-avaliacao-saude');
    expect(allowedActions(p, ['Enfermeiro'])).not.toContain('concluir-avaliacao-saude');
    expect(allowedActions(p, ['EnfermeiroExterno'])).toContain('concluir-avaliacao-saude');
    expect(allowedActions(p, ['EnfermeiroExterno'])).not.toContain('aprovar-avaliacao-saude');
  });

  it('lets the applicant and the system drive their rows', () => {
    expect(
      canPerform('confirmar-intencao-compra', at(S.AguardandoAprovacaoTermo), ['Proponente']),
    ).toBe(true);
    expect(canPerform('registrar-integracao', at(S.SolicitadaIntegracaoComERP), ['Sistema'])).toBe(
      true,
    );
    expect(
      canPerform('confirmar-intencao-compra', at(S.AguardandoAprovacaoTermo), ['GestorComercial']),
    ).toBe(false);
    expect(canPerform('nada', at(S.NovaEntrada), ['GestorComercial'])).toBe(false);
  });

  it('explains a refusal: unknown action, role, status or guard', () => {
    expect(errorOf(() => assertCanPerform('nada', at(1), ['GestorComercial'])).code).toBe(
      'unknown-action',
    );
    expect(errorOf(() => assertCanPerform('cancelar', at(1), ['DAC'])).message).toBe(
      'Ação não permitida para o seu perfil.',
    );
    expect(errorOf(() => assertCanPerform('cancelar', at(9), ['GestorComercial'])).code).toBe(
      'invalid-status',
    );
    expect(() => assertCanPerform('cancelar', at(1), ['CanceladorProposta'])).not.toThrow();
  });

  it('counts open pendencies from the counter, else from the flag', () => {
    expect(openPendencies(at(1, { pendenciasAbertas: 3, possuiPendencia: true }))).toBe(3);
    expect(openPendencies(at(1, { possuiPendencia: true }))).toBe(1);
    expect(openPendencies(at(1))).toBe(0);
  });
});

describe('lifecycle properties', () => {
  const actions = LIFECYCLE.map((row) => row.action);
  const start = fc.record({
    situacaoPropostaAdesaoId: fc.option(fc.constantFrom(...SITUACOES.map((s) => s.id)), {
      nil: null,
    }),
    possuiPendencia: fc.boolean(),
    liberacaoIdadePendente: fc.boolean(),
    situacaoAnteriorId: fc.option(fc.constantFrom(1, 3, 4, 5, 6), { nil: null }),
  });
  const steps = fc.array(
    fc.record({ action: fc.constantFrom(...actions), motivo: fc.constantFrom('', 'motivo longo') }),
    {
      maxLength: 40,
    },
  );

  it('never leaves a final status except by reverting a cancellation', () => {
    fc.assert(
      fc.property(start, steps, (initial, sequence) => {
        let p: PropostaState = initial;
        for (const step of sequence) {
          let next: PropostaState;
          try {
            next = apply(step.action, p, { motivo: step.motivo });
          } catch (error) {
            if (!(error instanceof LifecycleError)) throw error;
            continue;
          }
          const from = p.situacaoPropostaAdesaoId;
          const left =
            FINAL_STATUSES.includes(from as never) && next.situacaoPropostaAdesaoId !== from;
          if (left && !(from === S.Cancelada && step.action === 'reverter-cancelamento'))
            return false;
          // The remembered status is always a working one, so 'previous' never lands in a final hold.
          if (next.situacaoAnteriorId === S.Cancelada || next.situacaoAnteriorId === S.Bloqueada)
            return false;
          if ((next.pendenciasAbertas ?? 0) < 0) return false;
          p = next;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('labels every status the table can reach', () => {
    const reachable = reachableStatuses();
    expect(reachable).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const id of reachable) expect(getStatusInfo(id).icon).not.toBe('HelpOutline');
  });

  it('marks Cancelada and IntegradoERP as the final statuses', () => {
    expect(FINAL_STATUSES).toEqual([S.Cancelada, S.IntegradoERP]);
    const leaving = LIFECYCLE.filter((row) =>
      FINAL_STATUSES.some(
        (final) =>
          (row.from as readonly unknown[]).includes(final) &&
          row.to !== final &&
          row.to !== 'unchanged',
      ),
    ).map((row) => row.action);
    expect(leaving).toEqual(['reverter-cancelamento']);
  });

  it("takes every action's name from the catalogue, keyed by action, to the letter", () => {
    for (const row of LIFECYCLE) expect(row.label).toBe(propostas.acoes.rotulos[row.action]);
    expect(Object.keys(propostas.acoes.rotulos)).toEqual(LIFECYCLE.map((row) => row.action));
  });
});
