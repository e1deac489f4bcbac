import { describe, expect, it } from 'vitest';
import { canAccess } from './permissions';
import { readsEveryStatus, scopeReaches, statusScopeOf } from './recordScope';
import { ROLE, ROLES } from './roles';
import { ALL_SITUACAO_IDS, SITUACAO as S } from './statuses';

const SEM_10_13 = ALL_SITUACAO_IDS.filter(
  (id) => id !== S.Bloqueada && id !== S.AguardandoAprovacaoTermo,
);

describe('statusScopeOf: each role reads what its screens show (issue 41)', () => {
  it.each([
    [ROLE.GestorComercial, ALL_SITUACAO_IDS, 'todos'],
    [ROLE.AprovadorProposta, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.GestorComercialPme, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.GestorContratos, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.Supervisor, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.OperadorCallCenter, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.GestorCallCenter, ALL_SITUACAO_IDS, 'nenhum'],
    [ROLE.Liberacao49Menos, [], 'aguardando-liberacao'],
    [ROLE.DAC, [S.IntegradoERP, S.IntegradoPendencias], 'nenhum'],
    [ROLE.Enfermeiro, SEM_10_13, 'nenhum'],
    [ROLE.GestorSaude, SEM_10_13, 'nenhum'],
    [
      ROLE.EnfermeiroExterno,
      [S.Cancelada, S.AguardandoAvaliacaoEnfermagem, S.AguardandoDeclaracaoSaude],
      'nenhum',
    ],
  ] as const)('%s', (role, situacoes, rascunhos) => {
    const scope = statusScopeOf([role]);
    expect([...scope.situacoes].sort((a, b) => a - b)).toEqual(
      [...situacoes].sort((a, b) => a - b),
    );
    expect(scope.rascunhos).toBe(rascunhos);
  });

  it('only the drafts list and the age-release list let drafts in', () => {
    const comRascunhos = ROLES.filter(
      (role) => statusScopeOf([role]).rascunhos !== 'nenhum',
    ).sort();
    expect(comRascunhos).toEqual([ROLE.GestorComercial, ROLE.Liberacao49Menos].sort());
    // Every status is not every row: a draft is no status.
    const todas = statusScopeOf([ROLE.Supervisor]);
    expect(readsEveryStatus(todas)).toBe(true);
    expect(scopeReaches(todas, null, true)).toBe(false);
    expect(scopeReaches(statusScopeOf([ROLE.GestorComercial]), null)).toBe(true);
    const liberacao = statusScopeOf([ROLE.Liberacao49Menos]);
    expect(scopeReaches(liberacao, null, true)).toBe(true);
    expect(scopeReaches(liberacao, null, false)).toBe(false);
    expect(scopeReaches(liberacao, S.NovaEntrada)).toBe(false);
  });

  it('is the union of the roles, and the external-nurse flag hides the approval lists', () => {
    const both = statusScopeOf([ROLE.DAC, ROLE.Liberacao49Menos]);
    expect(both).toEqual({
      situacoes: [S.IntegradoERP, S.IntegradoPendencias],
      rascunhos: 'aguardando-liberacao',
    });
    expect(statusScopeOf([ROLE.Enfermeiro], { enfermeiroExterno: true })).toEqual(
      statusScopeOf([ROLE.EnfermeiroExterno]),
    );
  });

  it('every role that may list proposals reaches something (no role is left out by accident)', () => {
    const leitores = ROLES.filter((role) =>
      canAccess([role], { resource: 'proposta', action: 'list' }),
    );
    for (const role of leitores) {
      const scope = statusScopeOf([role]);
      expect(scope.situacoes.length > 0 || scope.rascunhos !== 'nenhum', role).toBe(true);
    }
  });
});
