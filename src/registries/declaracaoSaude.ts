import { cadastros } from '../../i18n/pt-BR/cadastros';
import { ETAPAS_DECLARACAO } from '../domain';
import { defineResource } from './definition';
import { ativoField } from './campoAtivo';

const declaracao = cadastros['declaracoes-saude'];
const pergunta = cadastros['perguntas-declaracao-saude'];

/**
 * The health declaration the health manager edits (document 2, section 2.8): title, active,
 * and whether it carries the CPT acceptance. Its questions are the next resource; the edit
 * screen lists them by step and order (DeclaracaoEdit).
 */
export const declaracaoSaude = defineResource({
  name: 'declaracoes-saude',
  permission: 'declaracao-saude',
  label: { singular: declaracao.singular, plural: declaracao.plural, article: 'a' },
  table: 'declaracoes_saude',
  recordRepresentation: 'titulo',
  sort: { field: 'id', order: 'ASC' },
  fields: [
    {
      source: 'titulo',
      label: cadastros.campos.titulo,
      type: 'text',
      required: true,
      maxLength: 150,
    },
    ativoField(declaracao.campos.ativo, { filter: false }),
    {
      source: 'possuiCpt',
      label: declaracao.campos.possuiCpt,
      type: 'boolean',
      defaultValue: true,
    },
  ],
  areas: { 'gestao-saude': { edit: 'editar-declaracao/:id', menu: false } },
});

/** A question of a declaration, in its step and order (a new one is added with criar-pergunta). */
export const perguntaDeclaracaoSaude = defineResource({
  name: 'perguntas-declaracao-saude',
  permission: 'pergunta',
  label: { singular: pergunta.singular, plural: pergunta.plural, article: 'a' },
  table: 'perguntas_declaracao_saude',
  recordRepresentation: 'texto',
  sort: { field: 'etapaId', order: 'ASC' },
  fields: [
    {
      source: 'declaracaoSaudeId',
      label: pergunta.campos.declaracaoSaudeId,
      type: 'reference',
      reference: { resource: 'declaracoes-saude', optionText: 'titulo' },
      required: true,
      createOnly: true,
      filter: true,
    },
    {
      source: 'etapaId',
      label: pergunta.campos.etapaId,
      type: 'select',
      // The steps' names are the nursing screens' keys (rotuloEtapaDeclaracao), not `cadastros`.
      choices: ETAPAS_DECLARACAO.map((e) => ({
        id: e.id,
        name: e.label,
        key: `avaliacaoSaude.etapasDeclaracao.${e.key}`,
      })),
      required: true,
      filter: true,
    },
    { source: 'ordem', label: pergunta.campos.ordem, type: 'integer', required: true },
    { source: 'texto', label: pergunta.campos.texto, type: 'text', required: true, maxLength: 500 },
    // LGPD art. 11: only the health roles read the answer (src/domain/dadosSaude.ts). A new
    // question starts as health data; the manager unticks it for an administrative one.
    {
      source: 'dadoSaude',
      label: pergunta.campos.dadoSaude,
      type: 'boolean',
      defaultValue: true,
    },
    ativoField(pergunta.campos.ativo, { filter: false }),
  ],
  areas: {
    'gestao-saude': { create: 'criar-pergunta', edit: 'editar-pergunta/:id', menu: false },
  },
});
