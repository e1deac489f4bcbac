import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { RESPOSTAS } from '../propostas/PropostaShow.fixtures';
import { DeclaracaoRespostasView } from './DadosPropostaCard';

afterEach(() => resetLocale());

describe("the nurse's declaration answers", () => {
  it("show each answer itself (Sim with its detail, or Não), never 'Se aplica'", () => {
    render(<DeclaracaoRespostasView respostas={RESPOSTAS} nomeEnfermeiro="Elaine Enfermeira" />);
    const answers = screen.getAllByTestId('resposta-declaracao-enfermagem');
    expect(answers).toHaveLength(4);
    expect(answers[0]).toHaveTextContent('Recebeu a orientação médica?');
    expect(answers[0]).toHaveTextContent('Sim');
    expect(answers[0]).toHaveTextContent('Nenhum detalhamento informado.');
    expect(answers[1]).toHaveTextContent('Possui diabetes?');
    expect(answers[1]).toHaveTextContent('Tipo 2, controlada');
    expect(answers[3]).toHaveTextContent('Aceita a cobertura parcial temporária?');
    expect(answers[3]).toHaveTextContent('Não');
    expect(screen.queryByText(/se aplica/i)).toBeNull();
    expect(screen.getByText('Registrado por Elaine Enfermeira')).toBeInTheDocument();
  });

  it("head each step with the domain's pt-BR name, or its English name when English is chosen", async () => {
    const { unmount } = render(
      <DeclaracaoRespostasView respostas={RESPOSTAS} nomeEnfermeiro="Elaine Enfermeira" />,
    );
    expect(screen.getByRole('heading', { name: 'Orientação médica' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Declaração de saúde' })).toBeVisible();
    unmount();
    await i18nProvider.changeLocale('en');
    render(<DeclaracaoRespostasView respostas={RESPOSTAS} nomeEnfermeiro="Elaine Enfermeira" />);
    expect(screen.getByRole('heading', { name: 'Medical guidance' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Health declaration' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'CPT acceptance' })).toBeVisible();
  });
});
