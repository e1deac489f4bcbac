import { assertCanPerform } from './lifecycle';
import {
  CICLO_TELA_ENFERMAGEM,
  acoesTelaEnfermagem,
  salaAbre,
  type PropostaTelaEnfermagem,
} from './telaEnfermagem';
import { ALL_SITUACAO_IDS, SITUACAO as S } from './statuses';

const nurse = { roles: ['Enfermeiro'], enfermeiro: true };
const external = { roles: ['EnfermeiroExterno'], enfermeiroExterno: true };
const manager = { roles: ['GestorSaude'] };

const answered: PropostaTelaEnfermagem = {
  situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
  possuiRespostaDeclaracaoSaude: true,
  respondeuPecFast: true,
};
const unanswered: PropostaTelaEnfermagem = {
  situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
};

describe('acoesTelaEnfermagem', () => {
  it('offers "Iniciar atendimento" while neither approved nor concluded', () => {
    expect(acoesTelaEnfermagem(unanswered, nurse).iniciarAtendimento).toBe(true);
    expect(
      acoesTelaEnfermagem(
        { ...unanswered, situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude },
        nurse,
      ).iniciarAtendimento,
    ).toBe(true);
    expect(
      acoesTelaEnfermagem({ ...unanswered, avaliacaoSaudeConcluida: true }, nurse)
        .iniciarAtendimento,
    ).toBe(false);
    expect(
      acoesTelaEnfermagem({ ...unanswered, aprovacao: { id: 1 } }, nurse).iniciarAtendimento,
    ).toBe(false);
  });

  it('offers video audit to the health manager on a concluded, not approved assessment', () => {
    const concluded = { ...answered, avaliacaoSaudeConcluida: true };
    expect(acoesTelaEnfermagem(concluded, manager).auditarVideos).toBe(true);
    expect(acoesTelaEnfermagem(concluded, nurse).auditarVideos).toBe(false);
    expect(acoesTelaEnfermagem({ ...concluded, aprovacao: true }, manager).auditarVideos).toBe(
      false,
    );
    expect(acoesTelaEnfermagem(answered, manager).auditarVideos).toBe(false);
  });

  it('shows the actions menu awaiting assessment or declaration while something is unanswered', () => {
    expect(acoesTelaEnfermagem(unanswered, nurse).menuAcoes).toBe(true);
    expect(
      acoesTelaEnfermagem(
        { ...unanswered, situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude },
        nurse,
      ).menuAcoes,
    ).toBe(true);
    expect(acoesTelaEnfermagem({ ...unanswered, respondeuPecFast: true }, nurse).menuAcoes).toBe(
      true,
    );
    expect(acoesTelaEnfermagem(answered, nurse).menuAcoes).toBe(false);
    expect(
      acoesTelaEnfermagem({ ...unanswered, situacaoPropostaAdesaoId: S.NovaEntrada }, nurse)
        .menuAcoes,
    ).toBe(false);
    expect(
      acoesTelaEnfermagem({ ...unanswered, situacaoPropostaAdesaoId: null }, nurse).menuAcoes,
    ).toBe(false);
  });

  it('offers rescheduling only when awaiting the nursing assessment', () => {
    expect(acoesTelaEnfermagem(answered, nurse).reagendar).toBe(true);
    expect(
      acoesTelaEnfermagem(
        { ...answered, situacaoPropostaAdesaoId: S.AguardandoAprovacaoEnfermagem },
        nurse,
      ).reagendar,
    ).toBe(false);
  });

  it('offers the health evaluation while the declaration or PecFast is unanswered', () => {
    expect(acoesTelaEnfermagem(unanswered, nurse).avaliacaoSaude).toBe(true);
    expect(acoesTelaEnfermagem(answered, nurse).avaliacaoSaude).toBe(false);
  });

  it('lets an internal nurse approve an answered proposal without pendency', () => {
    const actions = acoesTelaEnfermagem(answered, nurse);
    expect(actions).toMatchObject({
      aprovar: true,
      concluir: false,
      marcarPendencia: false,
      confirmationVerb: 'aprovar',
    });
  });

  it('does not offer approval with a pendency, unanswered, approved, or to a non-nurse', () => {
    expect(acoesTelaEnfermagem({ ...answered, possuiPendencia: true }, nurse).aprovar).toBe(false);
    expect(acoesTelaEnfermagem(unanswered, nurse).aprovar).toBe(false);
    expect(acoesTelaEnfermagem({ ...answered, aprovacao: true }, nurse).aprovar).toBe(false);
    expect(acoesTelaEnfermagem(answered, manager).aprovar).toBe(false);
  });

  it('lets an external nurse conclude instead, until the assessment is concluded', () => {
    expect(acoesTelaEnfermagem(answered, external)).toMatchObject({
      aprovar: false,
      concluir: true,
      marcarPendencia: false,
      confirmationVerb: 'concluir',
    });
    expect(
      acoesTelaEnfermagem({ ...answered, avaliacaoSaudeConcluida: true }, external).concluir,
    ).toBe(false);
  });

  it('treats a nurse flagged external as external, even with the nurse flag', () => {
    const both = {
      roles: ['Enfermeiro', 'EnfermeiroExterno'],
      enfermeiro: true,
      enfermeiroExterno: true,
    };
    expect(acoesTelaEnfermagem(answered, both)).toMatchObject({ aprovar: false, concluir: true });
  });

  it('offers no approve or conclude that the server refuses for the role', () => {
    // The server authorizes by role: the external flag without the role concludes nothing.
    const flaggedOnly = { roles: ['Enfermeiro'], enfermeiro: true, enfermeiroExterno: true };
    expect(acoesTelaEnfermagem(answered, flaggedOnly)).toMatchObject({
      aprovar: false,
      concluir: false,
      marcarPendencia: true,
    });
  });

  it('offers "Marcar pendência" whenever a nurse cannot approve or conclude', () => {
    expect(acoesTelaEnfermagem(unanswered, nurse).marcarPendencia).toBe(true);
    expect(
      acoesTelaEnfermagem({ ...answered, possuiPendencia: true }, external).marcarPendencia,
    ).toBe(true);
  });

  it('does not offer "Marcar pendência" to the health manager (a nurses\' action)', () => {
    expect(acoesTelaEnfermagem(answered, manager).marcarPendencia).toBe(false);
    expect(acoesTelaEnfermagem(unanswered, manager).marcarPendencia).toBe(false);
  });

  it('offers "Marcar pendência" only in the statuses where the server registers it', () => {
    for (const situacaoPropostaAdesaoId of [S.Cancelada, S.SolicitadaIntegracaoComERP]) {
      for (const proposal of [unanswered, answered, { ...answered, possuiPendencia: true }]) {
        for (const user of [nurse, external]) {
          expect(
            acoesTelaEnfermagem({ ...proposal, situacaoPropostaAdesaoId }, user).marcarPendencia,
          ).toBe(false);
        }
      }
    }
    for (const situacaoPropostaAdesaoId of [
      S.AguardandoDeclaracaoSaude,
      S.AguardandoAvaliacaoEnfermagem,
      S.AguardandoAprovacaoEnfermagem,
    ]) {
      for (const user of [nurse, external]) {
        expect(
          acoesTelaEnfermagem({ ...unanswered, situacaoPropostaAdesaoId }, user).marcarPendencia,
        ).toBe(true);
      }
    }
    expect(
      acoesTelaEnfermagem(
        { ...answered, situacaoPropostaAdesaoId: S.NovaEntrada, aprovacao: true },
        nurse,
      ).marcarPendencia,
    ).toBe(false);
  });

  it('offers no approve, conclude or room on a cancelled or further-on proposal', () => {
    for (const situacaoPropostaAdesaoId of [S.Cancelada, S.SolicitadaIntegracaoComERP]) {
      const proposal = { ...answered, situacaoPropostaAdesaoId };
      expect(acoesTelaEnfermagem(proposal, nurse)).toMatchObject({
        aprovar: false,
        iniciarAtendimento: false,
      });
      expect(acoesTelaEnfermagem(proposal, external)).toMatchObject({
        concluir: false,
        iniciarAtendimento: false,
      });
    }
  });

  it('shows a lifecycle button exactly when the server would accept its action', () => {
    const users = [
      nurse,
      external,
      manager,
      { roles: ['Enfermeiro', 'EnfermeiroExterno'], enfermeiro: true, enfermeiroExterno: true },
    ];
    const shapes: PropostaTelaEnfermagem[] = [
      {},
      { possuiPendencia: true },
      { possuiRespostaDeclaracaoSaude: true, respondeuPecFast: true },
      { possuiRespostaDeclaracaoSaude: true, respondeuPecFast: true, possuiPendencia: true },
    ].map((shape) => ({ situacaoPropostaAdesaoId: null, ...shape }));
    const accepted = (
      action: string,
      proposal: PropostaTelaEnfermagem,
      roles: readonly string[],
    ) => {
      try {
        assertCanPerform(
          action,
          {
            situacaoPropostaAdesaoId: proposal.situacaoPropostaAdesaoId,
            possuiPendencia: Boolean(proposal.possuiPendencia),
          },
          roles,
        );
        return true;
      } catch {
        return false;
      }
    };
    for (const situacaoPropostaAdesaoId of [null, ...ALL_SITUACAO_IDS]) {
      for (const shape of shapes) {
        const proposal = { ...shape, situacaoPropostaAdesaoId };
        for (const user of users) {
          const actions = acoesTelaEnfermagem(proposal, user);
          const pendencia = accepted(CICLO_TELA_ENFERMAGEM.marcarPendencia, proposal, user.roles);
          // The spec's "unless the user can approve", within what the server accepts.
          expect(actions.marcarPendencia).toBe(pendencia && !actions.aprovar && !actions.concluir);
          if (actions.aprovar) {
            expect(accepted(CICLO_TELA_ENFERMAGEM.aprovar, proposal, user.roles)).toBe(true);
          }
          if (actions.concluir) {
            expect(accepted(CICLO_TELA_ENFERMAGEM.concluir, proposal, user.roles)).toBe(true);
          }
          if (actions.iniciarAtendimento) expect(salaAbre(situacaoPropostaAdesaoId)).toBe(true);
        }
      }
    }
  });

  it('words the confirmation "concluir" for anyone but an internal nurse', () => {
    expect(acoesTelaEnfermagem(answered, manager).confirmationVerb).toBe('concluir');
  });
});
