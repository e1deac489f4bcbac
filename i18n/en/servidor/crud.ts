import type { Catalog } from '../../catalog';

export const crud = {
  cadastradoComSucesso: '%{singular} registered successfully!',
  cadastradaComSucesso: '%{singular} registered successfully!',
  alteradoComSucesso: 'Changed successfully!',
  registroDesativado: 'Record deactivated successfully!',
  registroRemovido: 'Record removed successfully!',
  naoEncontrado: '%{singular} not found.',
  naoEncontrada: '%{singular} not found.',
  registroJaCadastrado: 'Record already registered.',
  campoJaCadastrado: '%{campo} already registered.',
  selecioneRegistro: 'Select a record',
  dadosInvalidos: 'Check the highlighted fields.',
  versaoObrigatoria: 'Send the record version.',
  registroDesatualizado: 'The record was changed by another user. Reload the page and try again.',
  consultaInvalida: 'Invalid query parameters.',
  filtroInvalido: 'Invalid filter: %{campo}.',
  vigenciaCoincide: 'The validity overlaps that of "%{nome}" (%{periodo}), for the same %{campo}.',
  periodoFechado: 'from %{inicio} to %{fim}',
  periodoAberto: 'since %{inicio}, with no end date',
} satisfies Catalog['servidor']['crud'];
