import { app } from '../../i18n/pt-BR/app';
import { ROLE, type Role } from './roles';

/** The areas' names are catalogue texts (app.modules.areas, keyed by id); a screen reads them in
 * the chosen language (ModuleSwitcher). */
const NOMES = app.modules.areas;

/**
 * Role areas: each is one react-admin <Admin basename="/<id>">. The id is the URL basename, the
 * label is the module switcher's entry ('Módulos do Adesão', written as the spec writes it,
 * without accents), `roles` may enter, `mainRoute` is the area's landing page.
 *
 * Decisions (docs/domain.md): the action roles AprovadorProposta, CanceladorProposta and
 * BloqueadorProposta enter gestao-comercial (their actions live on its proposal screen);
 * GestorSaude also enters enfermeiro-avaliador, because video audit happens on the nurse's
 * proposal screen and the spec hides the nurse menu's export item from health managers, which
 * only makes sense if they see that menu.
 */
export const AREAS = [
  {
    id: 'administrador',
    label: NOMES['administrador'],
    roles: [ROLE.Admin],
    mainRoute: 'lista-gestores',
  },
  {
    id: 'gestao-callcenter',
    label: NOMES['gestao-callcenter'],
    roles: [ROLE.GestorCallCenter],
    // "The main route is the operator form."
    mainRoute: 'novo-operador',
  },
  {
    id: 'operador-callcenter',
    label: NOMES['operador-callcenter'],
    roles: [ROLE.OperadorCallCenter, ROLE.VendasInternas],
    mainRoute: 'todas-propostas',
  },
  {
    id: 'gestao-comercial',
    label: NOMES['gestao-comercial'],
    roles: [
      ROLE.GestorComercial,
      ROLE.GestorComercialPme,
      ROLE.GestorContratos,
      ROLE.Supervisor,
      ROLE.Liberacao49Menos,
      ROLE.ManutencaoConcessionaria,
      ROLE.AprovadorProposta,
      ROLE.CanceladorProposta,
      ROLE.BloqueadorProposta,
    ],
    mainRoute: 'dashboard',
  },
  {
    id: 'enfermeiro-avaliador',
    label: NOMES['enfermeiro-avaliador'],
    roles: [ROLE.Enfermeiro, ROLE.EnfermeiroExterno, ROLE.GestorSaude],
    mainRoute: 'lista-novas',
  },
  {
    id: 'gestao-saude',
    label: NOMES['gestao-saude'],
    roles: [ROLE.GestorSaude],
    mainRoute: 'listar-avaliacoes',
  },
  {
    id: 'concessionaria',
    label: NOMES['concessionaria'],
    roles: [ROLE.Concessionaria, ROLE.VendasInternas],
    mainRoute: 'dashboard',
  },
  // "main (same as the integrated list)"
  { id: 'dac', label: NOMES['dac'], roles: [ROLE.DAC], mainRoute: 'propostas-integradas' },
] as const satisfies readonly {
  id: string;
  label: string;
  roles: readonly Role[];
  mainRoute: string;
}[];

export type Area = (typeof AREAS)[number];
export type AreaId = Area['id'];

export const AREA_IDS: readonly AreaId[] = AREAS.map((a) => a.id);

export function isAreaId(value: string): value is AreaId {
  return (AREA_IDS as readonly string[]).includes(value);
}

export function getArea(id: AreaId): Area {
  return AREAS.find((a) => a.id === id)!;
}

/** Each area has its own profile page: /<area>/usuario/ver-perfil. */
export function profileRoute(area: AreaId): string {
  return `/${area}/usuario/ver-perfil`;
}

/** Where a logged user without any area lands. */
export const ACCESS_DENIED_ROUTE = '/acesso-negado';

/**
 * Home priority of the spec (section 2.1): the first group the user holds a role of decides the
 * area. Users with none of these roles land on the first area they may enter.
 */
export const HOME_PRIORITY: readonly { roles: readonly Role[]; area: AreaId }[] = [
  { roles: [ROLE.Admin], area: 'administrador' },
  { roles: [ROLE.GestorComercial], area: 'gestao-comercial' },
  { roles: [ROLE.Concessionaria], area: 'concessionaria' },
  { roles: [ROLE.OperadorCallCenter, ROLE.VendasInternas], area: 'operador-callcenter' },
  { roles: [ROLE.GestorCallCenter], area: 'gestao-callcenter' },
  { roles: [ROLE.Enfermeiro, ROLE.EnfermeiroExterno], area: 'enfermeiro-avaliador' },
  { roles: [ROLE.GestorSaude], area: 'gestao-saude' },
];
