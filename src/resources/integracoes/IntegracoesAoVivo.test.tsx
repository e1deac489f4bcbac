import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntegracoesAoVivo } from './IntegracoesAoVivo';
import { liveStream, renderLive } from '../../../tests/helpers/liveStream';

const stream = liveStream('*/api/integracoes/eventos', [
  // A proposals event on this stream would be somebody else's: it is ignored.
  'event: propostas\ndata: {"ids":[1]}\n\n',
  'event: integracoes\ndata: {}\n\n',
]);

describe('IntegracoesAoVivo', () => {
  it('asks for the page again when the outbox changes, and says so quietly', async () => {
    const { refetch, unmount } = renderLive(<IntegracoesAoVivo />);
    expect(await screen.findByText('Integrações atualizadas')).toBeInTheDocument();
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(stream.authorization()).toMatch(/^Bearer /);
    unmount();
  });
});
