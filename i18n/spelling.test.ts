import { describe, expect, it } from 'vitest';
import {
  AGENDA_MESSAGES,
  AREAS,
  DIAS_SEMANA,
  TIPOS_EXCECAO,
  ESTADOS_CIVIS,
  GRAUS_PARENTESCO,
  LIFECYCLE,
  MENUS,
  MESSAGES,
  SITUACOES,
  SITUACOES_PME,
  ROLE_LABELS,
  UNIDADES,
  type MenuNode,
  type TransitionRow,
} from '../src/domain';
import { TERMO_INTENCAO_COMPRA } from '../src/domain';
import { RESOURCES } from '../src/registries/registry';
import ptBR from './pt-BR';

/**
 * The spec lost some accents on its way ('Acesso nao autorizado!', 'Campo obrigatorio'); the
 * product shows its wording with the spelling restored. Every text people read — the pt-BR
 * catalog, the domain's messages and labels, the menus, the declared resources — is checked
 * against words that are always misspelt without their accent. Keys and URLs are not texts.
 */
const UNACCENTED = [
  'nao',
  'invalido',
  'invalidos',
  'invalida',
  'invalidas',
  'obrigatorio',
  'obrigatoria',
  'minimo',
  'maximo',
  'digitos',
  'historico',
  'observacoes',
  'observacao',
  'anotacoes',
  'homologacao',
  'informacoes',
  'situacao',
  'situacoes',
  'avaliacao',
  'concluida',
  'concluidas',
  'modulos',
  'adesao',
  'apresentacao',
  'duvida',
  'sincronizacao',
  'gestao',
  'saude',
  'pendencia',
  'pendencias',
  'conteudo',
  'integracao',
  'excecao',
  'conjuge',
  'irmao',
  'mae',
  'viuvo',
  'brasilia',
  'vitoria',
  'universitarias',
  'universitarios',
  'proposito',
  'validacao',
  'numero',
  'usuario',
  'usuarios',
  'periodo',
  'relatorio',
  'relatorios',
  'parametros',
  'concessionaria',
  'concessionarias',
  'liberacao',

  'retencao',
  'declaracao',
  'orientacao',
];

type Tree = { [key: string]: unknown };
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value as Tree).flatMap(strings);
  return [];
}

function menuLabels(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.label, ...(n.kind === 'group' ? menuLabels(n.children) : [])]);
}

const isSlugOrUrl = (text: string) => /^[\w./:{}%-]+$/.test(text) && !/\s/.test(text);

function misspelt(text: string): string[] {
  if (isSlugOrUrl(text)) return [];
  // Placeholders ('%{usuario}') are names, not words; so are the codes a server refusal lists
  // after ': use' ('Lista inválida: use retencao ou portabilidade.'), the values the API takes,
  // and a quoted lowercase word ("Tipo deve ser 'concessionaria' ou 'corretor'"), a value typed
  // in a file; a quoted label ('Adicionar contato') is still read.
  const words =
    text
      .replace(/%\{\w+\}/g, '')
      .replace(/: use .*$/, '')
      .replace(/'[a-z_]+'/g, '')
      .toLowerCase()
      .match(/[a-zà-ú]+/g) ?? [];
  return words.filter((word) => UNACCENTED.some((bad) => new RegExp(`^${bad}$`).test(word)));
}

const TEXTS: [source: string, texts: string[]][] = [
  ['i18n/pt-BR', strings(ptBR)],
  ['MESSAGES', strings(MESSAGES)],
  ['AREAS', AREAS.map((a) => a.label)],
  ['MENUS', Object.values(MENUS).flatMap(menuLabels)],
  ['SITUACOES', SITUACOES.map((s) => s.label)],
  ['SITUACOES_PME', SITUACOES_PME.map((s) => s.label)],
  ['GRAUS_PARENTESCO', GRAUS_PARENTESCO.map((g) => g.nome)],
  ['ESTADOS_CIVIS', ESTADOS_CIVIS.map((e) => e.label)],
  ['UNIDADES', UNIDADES.map((u) => u.nomeUnidade)],
  [
    'LIFECYCLE',
    (LIFECYCLE as readonly TransitionRow[]).flatMap((r) => [
      r.label,
      r.call?.message ?? '',
      r.call?.summary ?? '',
    ]),
  ],
  ['ROLE_LABELS', Object.values(ROLE_LABELS)],
  ['TERMO_INTENCAO_COMPRA', [...TERMO_INTENCAO_COMPRA]],
  [
    'AGENDA_MESSAGES',
    Object.values(AGENDA_MESSAGES).map((t) => (typeof t === 'function' ? t(30) : t)),
  ],
  ['DIAS_SEMANA, TIPOS_EXCECAO', [...DIAS_SEMANA, ...TIPOS_EXCECAO].map((d) => d.label)],
  [
    'RESOURCES',
    RESOURCES.flatMap((r) => [r.label.singular, r.label.plural, ...r.fields.map((f) => f.label)]),
  ],
];

describe('every text people read is spelt with its accents', () => {
  it('finds the misspellings it looks for (the check can fail)', () => {
    expect(misspelt('Acesso nao autorizado!')).toEqual(['nao']);
    expect(misspelt('Campo obrigatorio')).toEqual(['obrigatorio']);
    expect(misspelt('propostas-solicitada-integracao')).toEqual([]);
    expect(misspelt('Lista invalida: use retencao ou portabilidade.')).toEqual(['invalida']);
    expect(misspelt("Tipo invalido: 'concessionaria' ou 'corretor'")).toEqual(['invalido']);
    expect(misspelt("Use 'Situacao nova'")).toEqual(['situacao']);
  });

  it.each(TEXTS)('%s', (_source, texts) => {
    const wrong = texts.flatMap((text) => misspelt(text).map((word) => `${word} in "${text}"`));
    expect(wrong).toEqual([]);
  });
});
