import { describe, expect, it } from 'vitest';
import {
  AGENDA_MESSAGES,
  descreverPeriodo,
  erroDoIntervalo,
  mensagemSobreposicao,
} from './agendaEnfermagem';
import { TIPO_ATENDIMENTO } from './nursing';

const MANHA = { horaInicio: '08:00', horaFim: '12:00' };

describe('the agenda’s messages, read from the catalogue', () => {
  it('refuses a period with its key and the pt-BR words the server answers', () => {
    expect(erroDoIntervalo('10:00', '', 30)).toEqual({
      campo: 'horaFim',
      chave: 'fimObrigatorio',
      mensagem: 'Informe o horário de fim.',
    });
    expect(erroDoIntervalo('10:00', '10:15', 30)).toEqual({
      campo: 'horaFim',
      chave: 'curto',
      valores: { duracao: 30 },
      mensagem: 'O período deve ter ao menos 30 minutos, a duração de um atendimento.',
    });
    expect(AGENDA_MESSAGES.curto(45)).toBe(
      'O período deve ter ao menos 45 minutos, a duração de um atendimento.',
    );
    expect(erroDoIntervalo('08:00', '12:00', 30)).toBeNull();
  });

  it('describes a period and an overlap in the same words as before', () => {
    expect(descreverPeriodo('de segunda-feira', MANHA)).toBe('de segunda-feira, 08:00–12:00');
    expect(descreverPeriodo('de segunda-feira', MANHA, TIPO_ATENDIMENTO.ONLINE)).toBe(
      'de segunda-feira, 08:00–12:00 (online)',
    );
    expect(descreverPeriodo('de 07/12/2026', MANHA, TIPO_ATENDIMENTO.PRESENCIAL)).toBe(
      'de 07/12/2026, 08:00–12:00 (presencial)',
    );
    expect(descreverPeriodo('de 07/12/2026', MANHA, TIPO_ATENDIMENTO.PRESENCIAL, 'Vitória')).toBe(
      'de 07/12/2026, 08:00–12:00 (presencial em Vitória)',
    );
    expect(mensagemSobreposicao('de A', 'à folga de B')).toBe(
      'O período de A se sobrepõe à folga de B. Um enfermeiro não atende em dois períodos ao mesmo tempo.',
    );
  });
});
