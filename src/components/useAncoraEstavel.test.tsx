import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SlaChip } from '../resources/propostas/chips/SlaChip';
import { useAncoraEstavel } from './useAncoraEstavel';

describe('useAncoraEstavel', () => {
  it('hands an element to the ref, never the null of a hidden list', () => {
    const recebido = vi.fn();
    const { result } = renderHook(() => useAncoraEstavel<HTMLElement>(recebido));
    const elemento = document.createElement('div');
    result.current(elemento);
    result.current(null);
    expect(recebido.mock.calls).toEqual([[elemento]]);

    const objeto = createRef<HTMLElement>();
    renderHook(() => useAncoraEstavel(objeto)).result.current(elemento);
    expect(objeto.current).toBe(elemento);
  });

  it("keeps a row's tooltip working after the list was hidden and shown again", async () => {
    const sla = { diasUteis: 3, alvo: 2, estado: 'atrasada' as const };
    const { rerender } = render(
      <Activity mode="visible">
        <SlaChip sla={sla} />
      </Activity>,
    );
    rerender(
      <Activity mode="hidden">
        <SlaChip sla={sla} />
      </Activity>,
    );
    rerender(
      <Activity mode="visible">
        <SlaChip sla={sla} />
      </Activity>,
    );
    await userEvent.hover(screen.getByLabelText('Atrasada: 3 dias úteis de 2'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Atrasada: 3 dias úteis de 2 de prazo nesta situação',
    );
  });
});
