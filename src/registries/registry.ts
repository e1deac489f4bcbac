import type { ResourceDefinition } from './definition';
import { DECLARED } from './registry.generated';

/**
 * The menus' order of the registries that were here before the list was generated (a group's
 * links follow it); a registry not named here comes after them, in file order. Adding one needs
 * no line here: `npm run registries:generate` finds its file.
 */
const ORDER = [
  'concessionarias',
  'corretores',
  'gestores',
  'usuarios-dac',
  'enfermeiros',
  'enfermeiros-externos',
  'operadores-callcenter',
  'campanhas',
  'declaracoes-saude',
  'perguntas-declaracao-saude',
  'planos-saude',
  'aditivos-contrato',
  'tabelas-venda',
  'tabelas-preco',
  'feriados',
  'cidades-atendimento',
];
const rank = (definition: ResourceDefinition) => {
  const index = ORDER.indexOf(definition.name);
  return index < 0 ? ORDER.length : index;
};

/**
 * Every declared resource (src/registries/registry.generated.ts, written from this folder). The
 * client's routes, menus and data provider and the server's CRUD routes are built from this list.
 */
export const RESOURCES: readonly ResourceDefinition[] = [...DECLARED].sort(
  (a, b) => rank(a) - rank(b),
);

export function findResource(
  name: string,
  resources: readonly ResourceDefinition[] = RESOURCES,
): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}
