import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { renderPage } from '../../tests/helpers/render';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "nome")');
}

describe('an unexpected render failure', () => {
  it('shows "Erro inesperado.", the advice and the error message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Erro inesperado.' })).toBeVisible();
    expect(
      screen.getByText(
        'Ocorreu um erro inesperado. Por favor, atualize a página ou retorne pra página anterior.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Cannot read properties of undefined (reading "nome")')).toBeVisible();
  });
});
