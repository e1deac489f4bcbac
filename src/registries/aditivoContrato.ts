import { cadastros } from '../../i18n/pt-BR/cadastros';
import { defineResource } from './definition';
import { arquivoPdfField, planoSaudeField, vigenciaFields } from './planoSaude';
import { ativoField } from './campoAtivo';

const textos = cadastros['aditivos-contrato'];

/**
 * Contract addenda (aditivo-contrato, spec 2.2): a change to one plan's contract, valid for a
 * period, with its PDF. More than the declaration: the PDF is uploaded and downloaded by
 * server/modules/arquivos-pdf and shown on the edit screen (src/resources/arquivos-pdf).
 */
export const aditivoContrato = defineResource({
  name: 'aditivos-contrato',
  permission: 'aditivo-contrato',
  label: { singular: textos.singular, plural: textos.plural, article: 'o' },
  table: 'aditivos_contrato',
  recordRepresentation: 'titulo',
  sort: { field: 'vigenciaInicio', order: 'DESC' },
  fields: [
    {
      source: 'titulo',
      label: cadastros.campos.titulo,
      type: 'text',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'descricao',
      label: textos.campos.descricao,
      type: 'text',
      maxLength: 1000,
      inList: false,
    },
    planoSaudeField,
    ...vigenciaFields,
    arquivoPdfField(cadastros.campos.arquivoNome),
    ativoField(),
  ],
  softDelete: 'ativo',
  areas: {
    // The spec lists aditivo-contrato and aditivo-contrato/{id}: 'novo' is the create page.
    'gestao-comercial': {
      list: 'aditivo-contrato',
      create: 'aditivo-contrato/novo',
      edit: 'aditivo-contrato/:id',
      menu: false,
    },
  },
});
