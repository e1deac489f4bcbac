import { cadastros } from '../../i18n/pt-BR/cadastros';
import { rotuloUnidade, UNIDADES } from '../domain';
import { defineResource } from './definition';
import { arquivoPdfField, planoSaudeField, vigenciaFields } from './planoSaude';
import { ativoField } from './campoAtivo';

const textos = cadastros['tabelas-venda'];

/**
 * Sales-table PDFs (pdf-tabela-venda, spec 2.2): the price table of one plan in one unit for a
 * period. More than the declaration: the PDF is uploaded, replaced and downloaded by
 * server/modules/arquivos-pdf and shown on the edit screen (src/resources/arquivos-pdf).
 */
export const pdfTabelaVenda = defineResource({
  name: 'tabelas-venda',
  permission: 'pdf-tabela-venda',
  label: { singular: textos.singular, plural: textos.plural, article: 'a' },
  table: 'tabelas_venda_pdf',
  recordRepresentation: 'arquivoNome',
  sort: { field: 'vigenciaInicio', order: 'DESC' },
  fields: [
    {
      source: 'codigoUnidade',
      label: cadastros.campos.codigoUnidade,
      type: 'select',
      choices: UNIDADES.map((u) => ({ id: u.codigoUnidade, name: rotuloUnidade(u) })),
      required: true,
      filter: true,
    },
    planoSaudeField,
    ...vigenciaFields,
    arquivoPdfField(cadastros.campos.arquivoNome),
    ativoField(),
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-comercial': {
      list: 'pdf-tabela-venda',
      create: 'pdf-tabela-venda/novo',
      edit: 'pdf-tabela-venda/:id',
      menu: false,
    },
  },
});
