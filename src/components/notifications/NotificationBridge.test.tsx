import { act, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../tests/helpers/render';

function Raise({ messages }: { messages: string[] }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => messages.forEach((m) => notify(m, { type: 'error' }))}>
      avisar
    </button>
  );
}

describe("react-admin's notifications", () => {
  it('reach the page-wide stack translated, several at once, at most five', async () => {
    const messages = ['ra.notification.http_error', 'Um', 'Dois', 'Três', 'Quatro', 'Cinco'];
    // renderWithAdmin mounts the bridge and the stack as AreaAdmin and App do.
    renderWithAdmin(<Raise messages={messages} />);
    act(() => screen.getByRole('button', { name: 'avisar' }).click());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Erro de comunicação com o servidor',
      'Um',
      'Dois',
      'Três',
      'Quatro',
    ]);
  });
});
