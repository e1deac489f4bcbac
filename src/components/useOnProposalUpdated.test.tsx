import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { atualizarPropostaKey } from '../domain';
import { useOnProposalUpdated } from './useOnProposalUpdated';

function post(data: string, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('useOnProposalUpdated', () => {
  it("reloads on this proposal's message from the product's own origin only", () => {
    const reload = vi.fn();
    renderHook(() => useOnProposalUpdated(7, reload));
    post(atualizarPropostaKey(8));
    post(atualizarPropostaKey(7), 'https://outro.example');
    expect(reload).not.toHaveBeenCalled();
    post(atualizarPropostaKey(7));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('calls the latest reload and stops listening once unmounted', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ reload }) => useOnProposalUpdated(7, reload), {
      initialProps: { reload: first },
    });
    rerender({ reload: latest });
    post(atualizarPropostaKey(7));
    expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1]);
    unmount();
    post(atualizarPropostaKey(7));
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
