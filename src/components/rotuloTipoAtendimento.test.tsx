import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIPO_ATENDIMENTO, TIPOS_ATENDIMENTO } from '../domain';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { AgendamentoAtual } from '../resources/agendamento/AgendamentoAtual';
import { renderWithAdmin } from '../../tests/helpers/render';
import { rotuloTipoAtendimento } from './rotuloTipoAtendimento';

afterEach(() => resetLocale());

const agendamento = {
  id: 1,
  propostaAdesaoId: 7,
  data: '2026-12-02',
  horario: '09:00',
  inicio: '2026-12-02T12:00:00.000Z',
  fim: '2026-12-02T12:30:00.000Z',
  profissionalId: 3,
  profissional: 'Elaine Enfermeira',
  tipoAtendimento: TIPO_ATENDIMENTO.PRESENCIAL,
  cidadeId: null,
  cidade: null,
  agendadoPor: 'Operador',
  dataCriacao: '2026-11-28T12:00:00.000Z',
};
const semAcao = () => undefined;

describe('the kinds of care, read from the catalogue', () => {
  it('says them in pt-BR with the domain and the server words', () => {
    for (const tipo of TIPOS_ATENDIMENTO) expect(rotuloTipoAtendimento(tipo.id)).toBe(tipo.label);
    expect(rotuloTipoAtendimento(1)).toBe('1');
  });

  it('says them in English on the booked evaluation when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    expect(rotuloTipoAtendimento(TIPO_ATENDIMENTO.PRESENCIAL)).toBe('In person');
    renderWithAdmin(
      <AgendamentoAtual
        agendamento={agendamento}
        canChange={false}
        onReagendar={semAcao}
        onCancelar={semAcao}
      />,
    );
    expect(await screen.findByText('In person')).toBeVisible();
  });
});
