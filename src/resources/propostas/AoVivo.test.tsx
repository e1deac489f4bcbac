import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { ListaAoVivo, textoAtualizadas } from './AoVivo';
import { liveStream, renderLive } from '../../../tests/helpers/liveStream';

const stream = liveStream('*/api/propostas/eventos', ['event: propostas\ndata: {"ids":[5,6]}\n\n']);

describe('ListaAoVivo', () => {
  it('asks for the page again and says quietly how many proposals changed', async () => {
    const { refetch, unmount } = renderLive(<ListaAoVivo />);
    expect(await screen.findByText('2 propostas atualizadas')).toBeInTheDocument();
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    // The token travels in the header, never in the address.
    expect(stream.authorization()).toMatch(/^Bearer /);
    unmount();
  });

  it('words the notice by how many changed', () => {
    expect(textoAtualizadas({ ids: [1] })).toBe('1 proposta atualizada');
    expect(textoAtualizadas({ ids: [1, 2, 3] })).toBe('3 propostas atualizadas');
    expect(textoAtualizadas({ todas: true })).toBe('Propostas atualizadas');
  });

  it('reads the notice from the catalogue, in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    try {
      expect(textoAtualizadas({ ids: [1] })).toBe('1 proposal updated');
      expect(textoAtualizadas({ ids: [1, 2] })).toBe('2 proposals updated');
      expect(textoAtualizadas({ todas: true })).toBe('Proposals updated');
    } finally {
      resetLocale();
    }
  });
});
