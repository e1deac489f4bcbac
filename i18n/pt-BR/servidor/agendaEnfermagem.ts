/** What server/modules/agenda-enfermagem/ answers: notices, refusals, validation messages. */
export const agendaEnfermagem = {
  periodoIncluidoAgenda: 'Período incluído na agenda.',
  periodoRemovidoAgenda: 'Período removido da agenda.',
  excecaoIncluidaAgenda: 'Exceção incluída na agenda.',
  excecaoRemovidaAgenda: 'Exceção removida da agenda.',
  avaliacoesNoPeriodo:
    'Atenção: %{smart_count} avaliação já marcada neste período continua agendada. Reagende-a, se for o caso. |||| Atenção: %{smart_count} avaliações já marcadas neste período continuam agendadas. Reagende-as, se for o caso.',
  feriadoSemHorarioExtra:
    '%{data} é feriado (%{nome}): ninguém atende nesta data, nem em horário extra.',
  /**
   * How an overlap refusal names the periods (the domain's mensagemSobreposicao): the new one
   * ('O período de segunda-feira, ...') and the one it meets ('... se sobrepõe à folga de ...'),
   * each with its interval and kind of care (the domain's descreverPeriodo).
   */
  periodos: {
    novoNoDia: 'de %{dia}',
    novoNaData: 'de %{data}',
    novoDiaInteiro: 'do dia inteiro de %{data}',
    semanal: 'ao horário de %{dia}',
    extra: 'ao horário extra de %{data}',
    folga: 'à folga de %{data}',
    folgaDiaInteiro: 'à folga do dia inteiro de %{data}',
    // A period with its interval and kind of care (the domain's descreverPeriodo).
    descricao: '%{quando}, %{intervalo}',
    online: '%{periodo} (online)',
    presencial: '%{periodo} (presencial)',
    presencialEm: '%{periodo} (presencial em %{cidade})',
  },
  /** The overlap refusal (the domain's mensagemSobreposicao), the two periods described above. */
  sobreposicao:
    'O período %{novo} se sobrepõe %{existente}. Um enfermeiro não atende em dois períodos ao mesmo tempo.',
} as const;
