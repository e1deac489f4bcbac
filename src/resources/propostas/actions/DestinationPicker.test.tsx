import { screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { renderWithAdmin } from '../../../../tests/helpers/render';
import { DestinationPicker } from './DestinationPicker';
import { rotuloCanal } from './rotuloCanal';

afterEach(() => resetLocale());

/** The channel choices' names, as the send dialog offers them (the group named `grupo`). */
function canais(grupo: string) {
  renderWithAdmin(
    <DestinationPicker
      value={{ canal: 'sms', destino: '27998765432' }}
      onChange={() => undefined}
      telefones={['27998765432']}
      email="maria@exemplo.com.br"
      proposta={{ id: 42, versao: 1 }}
    />,
    { dataProvider: testDataProvider() },
  );
  return within(screen.getByRole('radiogroup', { name: grupo }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent);
}

describe("the sending channels' names (propostas.comunicacoes.canais, record 0182)", () => {
  it('are the catalogue texts in pt-BR', () => {
    expect(canais('Canal')).toEqual(['SMS', 'WhatsApp', 'E-mail']);
  });

  it("are the catalogue's English texts when English is chosen", async () => {
    await i18nProvider.changeLocale('en');
    expect(canais('Channel')).toEqual(['SMS', 'WhatsApp', 'Email']);
    // The sending log's and the bulk resend's names come from the same key.
    expect(rotuloCanal('email')).toBe('Email');
  });

  it('shows a channel the domain does not know as written', () => {
    expect(rotuloCanal('fax')).toBe('fax');
  });
});
