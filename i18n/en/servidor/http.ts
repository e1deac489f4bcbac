import type { Catalog } from '../../catalog';

export const http = {
  campoInvalido: 'Invalid field: %{campo}',
  campoObrigatorio: 'Required field: %{campo}',
  campoExcedeuLimite: 'Field %{campo} exceeded the limit of %{limite} characters',
  campoMinimo: 'Field %{campo} must have at least %{limite} characters',
  tipoInvalido: 'Invalid type in field %{campo}',
  campoNaoPermitido: 'Field not allowed: %{campo}',
  muitasTentativas: 'Too many attempts. Wait a few minutes and try again.',
  requisicaoInvalida: 'Invalid request.',
  identificadorInvalido: 'Invalid identifier.',
  versaoPropostaObrigatoria: 'Send the proposal version (versao) shown on the screen.',
  recursoNaoEncontrado: 'Resource not found.',
  caractereInvalido: 'Invalid character (NUL) in the data sent.',
} satisfies Catalog['servidor']['http'];
