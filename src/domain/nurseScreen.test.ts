import { nurseScreenActions, type NurseScreenProposal } from './nurseScreen';
import { SITUACAO as S } from './statuses';

const nurse = { roles: ['Enfermeiro'], enfermeiro: true };
const external = { roles: ['EnfermeiroExterno'], enfermeiroExterno: true };
const manager = { roles: ['GestorSaude'] };

const answered: NurseScreenProposal = {
  situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
  possuiRespostaDeclaracaoSaude: true,
  respondeuPecFast: true,
};
const unanswered: NurseScreenProposal = {
  situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
};

describe('nurseScreenActions', () => {
  it('offers "Iniciar atendimento" while neither approved nor concluded', () => {
    expect(nurseScreenActions(unanswered, nurse).iniciarAtendimento).toBe(true);
    expect(
      nurseScreenActions({ ...unanswered, avaliacaoSaudeConcluida: true }, nurse)
        .iniciarAtendimento,
    ).toBe(false);
    expect(
      nurseScreenActions({ ...unanswered, aprovacao: { id: 1 } }, nurse).iniciarAtendimento,
    ).toBe(false);
  });

  it('offers video audit to the health manager on a concluded, not approved assessment', () => {
    const concluded = { ...answered, avaliacaoSaudeConcluida: true };
    expect(nurseScreenActions(concluded, manager).auditarVideos).toBe(true);
    expect(nurseScreenActions(concluded, nurse).auditarVideos).toBe(false);
    expect(nurseScreenActions({ ...concluded, aprovacao: true }, manager).auditarVideos).toBe(
      false,
    );
    expect(nurseScreenActions(answered, manager).auditarVideos).toBe(false);
  });

  it('shows the actions menu awaiting assessment or declaration while something is unanswered', () => {
    expect(nurseScreenActions(unanswered, nurse).menuAcoes).toBe(true);
    expect(
      nurseScreenActions(
        { ...unanswered, situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude },
        nurse,
      ).menuAcoes,
    ).toBe(true);
    expect(nurseScreenActions({ ...unanswered, respondeuPecFast: true }, nurse).menuAcoes).toBe(
      true,
    );
    expect(nurseScreenActions(answered, nurse).menuAcoes).toBe(false);
    expect(
      nurseScreenActions({ ...unanswered, situacaoPropostaAdesaoId: S.NovaEntrada }, nurse)
        .menuAcoes,
    ).toBe(false);
    expect(
      nurseScreenActions({ ...unanswered, situacaoPropostaAdesaoId: null }, nurse).menuAcoes,
    ).toBe(false);
  });

  it('offers rescheduling only when awaiting the nursing assessment', () => {
    expect(nurseScreenActions(answered, nurse).reagendar).toBe(true);
    expect(
      nurseScreenActions(
        { ...answered, situacaoPropostaAdesaoId: S.AguardandoAprovacaoEnfermagem },
        nurse,
      ).reagendar,
    ).toBe(false);
  });

  it('offers the health evaluation while the declaration or PecFast is unanswered', () => {
    expect(nurseScreenActions(unanswered, nurse).avaliacaoSaude).toBe(true);
    expect(nurseScreenActions(answered, nurse).avaliacaoSaude).toBe(false);
  });

  it('lets an internal nurse approve an answered proposal without pendency', () => {
    const actions = nurseScreenActions(answered, nurse);
    expect(actions).toMatchObject({
      aprovar: true,
      concluir: false,
      marcarPendencia: false,
      confirmationVerb: 'aprovar',
    });
  });

  it('does not offer approval with a pendency, unanswered, approved, or to a non-nurse', () => {
    expect(nurseScreenActions({ ...answered, possuiPendencia: true }, nurse).aprovar).toBe(false);
    expect(nurseScreenActions(unanswered, nurse).aprovar).toBe(false);
    expect(nurseScreenActions({ ...answered, aprovacao: true }, nurse).aprovar).toBe(false);
    expect(nurseScreenActions(answered, manager).aprovar).toBe(false);
  });

  it('lets an external nurse conclude instead, until the assessment is concluded', () => {
    expect(nurseScreenActions(answered, external)).toMatchObject({
      aprovar: false,
      concluir: true,
      marcarPendencia: false,
      confirmationVerb: 'concluir',
    });
    expect(
      nurseScreenActions({ ...answered, avaliacaoSaudeConcluida: true }, external).concluir,
    ).toBe(false);
  });

  it('treats a nurse flagged external as external, even with the nurse flag', () => {
    const both = { roles: ['Enfermeiro'], enfermeiro: true, enfermeiroExterno: true };
    expect(nurseScreenActions(answered, both)).toMatchObject({ aprovar: false, concluir: true });
  });

  it('offers "Marcar pendência" whenever the user cannot approve or conclude', () => {
    expect(nurseScreenActions(unanswered, nurse).marcarPendencia).toBe(true);
    expect(
      nurseScreenActions({ ...answered, possuiPendencia: true }, external).marcarPendencia,
    ).toBe(true);
    expect(nurseScreenActions(answered, manager).marcarPendencia).toBe(true);
  });

  it('words the confirmation "concluir" for anyone but an internal nurse', () => {
    expect(nurseScreenActions(answered, manager).confirmationVerb).toBe('concluir');
  });
});
