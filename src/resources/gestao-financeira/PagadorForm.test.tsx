import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagadorForm } from './PagadorForm';

const TITULAR = { pagadorTitular: true, nome: null, cpf: null, email: null, telefone: null };

describe('PagadorForm', () => {
  it('asks for the other payer’s data with the shared messages, then sends digits', async () => {
    const onSave = vi.fn();
    render(<PagadorForm inicial={TITULAR} saving={false} onSave={onSave} />);
    expect(screen.queryByRole('textbox', { name: 'CPF' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Outra pessoa' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CPF' }), '11111111111');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar pagador' }));
    expect(screen.getByText('CPF Inválido')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Marcos Almeida');
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'marcos@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefone' }), '27998765432');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar pagador' }));
    expect(onSave).toHaveBeenCalledWith({
      pagadorTitular: false,
      nome: 'Marcos Almeida',
      cpf: '52998224725',
      email: 'marcos@example.com',
      telefone: '27998765432',
    });
  });
});
