import { describe, expect, it } from 'vitest';
import { horariosDoPeriodo, isAgendavel } from './agendamento';
import { SITUACAO } from './statuses';

describe('appointment rules', () => {
  it('cuts a period into whole slots aligned to its start', () => {
    expect(horariosDoPeriodo('08:00', '10:00', 30)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    // A slot that would end after the period is not offered; seconds from the database are read.
    expect(horariosDoPeriodo('13:00:00', '14:10:00', 40)).toEqual(['13:00']);
    expect(horariosDoPeriodo('09:00', '09:20', 30)).toEqual([]);
  });

  it('books while the declaration or the nursing evaluation is awaited, nothing else', () => {
    expect(isAgendavel(SITUACAO.AguardandoAvaliacaoEnfermagem)).toBe(true);
    expect(isAgendavel(SITUACAO.AguardandoDeclaracaoSaude)).toBe(true);
    expect(isAgendavel(SITUACAO.Concluida)).toBe(false);
    expect(isAgendavel(null)).toBe(false);
  });
});
