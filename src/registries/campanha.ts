import { FEEDBACK_ALVO_AVALIACAO_SAUDE, FEEDBACK_PROCESSO_DECLARACAO } from '../domain';
import { defineResource } from './definition';

/**
 * Satisfaction campaigns (spec 2.6), managed by the health manager: what is rated (alvo), in
 * which flow it is asked (processo) and whether it is asked now. The answers are read by the
 * health-management report; deleting deactivates, so answers never lose their campaign.
 */
export const campanha = defineResource({
  name: 'campanhas',
  permission: 'campanha',
  label: { singular: 'Pesquisa de satisfação', plural: 'Pesquisas de satisfação', article: 'a' },
  table: 'campanhas',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: 'Nome',
      type: 'text',
      required: true,
      maxLength: 150,
      searchable: true,
    },
    {
      source: 'alvoId',
      label: 'O que é avaliado',
      type: 'select',
      required: true,
      choices: [{ id: FEEDBACK_ALVO_AVALIACAO_SAUDE, name: 'Avaliação de saúde' }],
      defaultValue: FEEDBACK_ALVO_AVALIACAO_SAUDE,
    },
    {
      source: 'processoId',
      label: 'Quando é perguntado',
      type: 'select',
      required: true,
      choices: [
        {
          id: FEEDBACK_PROCESSO_DECLARACAO,
          name: 'Ao concluir a declaração de saúde (proponente)',
        },
      ],
      defaultValue: FEEDBACK_PROCESSO_DECLARACAO,
    },
    { source: 'ativo', label: 'Ativa', type: 'boolean', defaultValue: true, filter: true },
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-saude': {
      list: 'campanhas',
      create: 'nova-campanha',
      edit: 'campanha/:id',
      menu: { group: 'campanhas', createLabel: 'Nova pesquisa', listLabel: 'Pesquisas' },
    },
  },
});
