import { cadastros } from '../../i18n/pt-BR/cadastros';
import { defineResource, type FieldDefinition } from './definition';
import { ativoField } from './campoAtivo';

const textos = cadastros['planos-saude'];

/** The uploaded PDF's name: shown on lists and records, set only by the upload route. */
export const arquivoPdfField = (label: string): FieldDefinition => ({
  source: 'arquivoNome',
  label,
  type: 'text',
  readOnly: true,
});

/** The plan a plan-bound registry (addenda, sales tables, price tables) belongs to. */
export const planoSaudeField: FieldDefinition = {
  source: 'planoSaudeId',
  label: cadastros.campos.planoSaudeId,
  type: 'reference',
  reference: { resource: 'planos-saude', optionText: 'nome' },
  required: true,
  filter: true,
};

/** A validity period: the start required, the end optional and never before the start. */
export const vigenciaFields: FieldDefinition[] = [
  {
    source: 'vigenciaInicio',
    label: cadastros.campos.vigenciaInicio,
    type: 'date',
    required: true,
  },
  {
    source: 'vigenciaFim',
    label: cadastros.campos.vigenciaFim,
    type: 'date',
    notBefore: 'vigenciaInicio',
  },
];

/**
 * Health plans (plano-saude, spec 2.2), the same table the proposal entry reads its active plans
 * from. More than the declaration: the contract PDF (plano-saude/{id}/contrato) is uploaded,
 * replaced and downloaded by server/modules/arquivos-pdf, and the edit screen shows it
 * (src/resources/arquivos-pdf), because a file is not a form field.
 */
export const planoSaude = defineResource({
  name: 'planos-saude',
  permission: 'plano-saude',
  label: { singular: textos.singular, plural: textos.plural, article: 'o' },
  table: 'planos_saude',
  recordRepresentation: 'nome',
  sort: { field: 'nome', order: 'ASC' },
  fields: [
    {
      source: 'nome',
      label: cadastros.campos.nome,
      type: 'text',
      required: true,
      maxLength: 120,
      searchable: true,
    },
    {
      source: 'registroAns',
      label: textos.campos.registroAns,
      type: 'text',
      required: true,
      maxLength: 20,
      unique: true,
      searchable: true,
    },
    {
      source: 'acomodacao',
      label: textos.campos.acomodacao,
      type: 'select',
      choices: [
        { id: 'Enfermaria', name: textos.opcoes.acomodacao.Enfermaria },
        { id: 'Apartamento', name: textos.opcoes.acomodacao.Apartamento },
      ],
      filter: true,
    },
    {
      source: 'abrangencia',
      label: textos.campos.abrangencia,
      type: 'select',
      choices: [
        { id: 'Regional', name: textos.opcoes.abrangencia.Regional },
        { id: 'Nacional', name: textos.opcoes.abrangencia.Nacional },
      ],
      filter: true,
    },
    arquivoPdfField(textos.campos.arquivoNome),
    ativoField(),
  ],
  softDelete: 'ativo',
  areas: {
    'gestao-comercial': {
      list: 'plano-saude',
      create: 'plano-saude/novo',
      edit: 'plano-saude/:id',
      menu: false,
    },
  },
});
