import { cadastros } from '../../i18n/pt-BR/cadastros';
import { FEEDBACK_ALVO_AVALIACAO_SAUDE, FEEDBACK_PROCESSO_DECLARACAO } from '../domain';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros.campanhas;

/**
 * Satisfaction campaigns (spec 2.6), managed by the health manager: what is rated (alvo), in
 * which flow it is asked (processo) and whether it is asked now. The answers are read by the
 * health-management report; deleting deactivates, so answers never lose their campaign.
 */
export const campanha = defineResource({
  name: 'campanhas',
  permission: 'campanha',
  label: { singular: textos.singular, plural: textos.plural, article: 'a' },
  table: 'campanhas',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: cadastros.campos.nome,
      type: 'text',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'alvoId',
      label: textos.campos.alvoId,
      type: 'select',
      required: true,
      choices: [
        {
          id: FEEDBACK_ALVO_AVALIACAO_SAUDE,
          name: textos.opcoes.alvoId[FEEDBACK_ALVO_AVALIACAO_SAUDE],
        },
      ],
      defaultValue: FEEDBACK_ALVO_AVALIACAO_SAUDE,
    },
    {
      source: 'processoId',
      label: textos.campos.processoId,
      type: 'select',
      required: true,
      choices: [
        {
          id: FEEDBACK_PROCESSO_DECLARACAO,
          name: textos.opcoes.processoId[FEEDBACK_PROCESSO_DECLARACAO],
        },
      ],
      defaultValue: FEEDBACK_PROCESSO_DECLARACAO,
    },
    ativoField(textos.campos.ativo),
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-saude': {
      list: 'campanhas',
      create: 'nova-campanha',
      edit: 'campanha/:id',
      menu: { group: 'campanhas', createLabel: textos.menu.criar, listLabel: textos.menu.listar },
    },
  },
});
