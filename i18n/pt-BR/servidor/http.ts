/**
 * What server/http answers for every module: schema errors ajv reports without the schema's
 * own `errorMessage` (`campo` is the field's name in the request), the framework's refusals,
 * the shared ids' messages, an unknown address and a NUL character.
 */
export const http = {
  campoInvalido: 'Campo inválido: %{campo}',
  campoObrigatorio: 'Campo obrigatório: %{campo}',
  campoExcedeuLimite: 'Campo %{campo} excedeu o limite de %{limite} caracteres',
  campoMinimo: 'Campo %{campo} deve ter ao menos %{limite} caracteres',
  tipoInvalido: 'Tipo inválido no campo %{campo}',
  campoNaoPermitido: 'Campo não permitido: %{campo}',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  requisicaoInvalida: 'Requisição inválida.',
  identificadorInvalido: 'Identificador inválido.',
  versaoPropostaObrigatoria: 'Informe a versão da proposta (versao) que está na tela.',
  recursoNaoEncontrado: 'Recurso não encontrado.',
  caractereInvalido: 'Caractere inválido (NUL) nos dados enviados.',
} as const;
