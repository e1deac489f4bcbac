import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESPOSTAS } from '../propostas/PropostaShow.fixtures';
import { DeclaracaoRespostasView } from './DadosPropostaCard';

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
});
