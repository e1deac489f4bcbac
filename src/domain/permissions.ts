import { ACOES_EM_LOTE, PERMISSAO_LOTE } from './acoesEmLote';
import { ACCESS_DENIED_ROUTE, AREAS, HOME_PRIORITY, type AreaId } from './areas';
import { INTEGRACAO_PERMISSIONS } from './integrations';
import { LIFECYCLE } from './lifecycleTable';
import { mainRouteFor } from './menus';
import { MENUS, type MenuNode } from './menuTable';
import { PME_LIFECYCLE } from './pmeLifecycle';
import { REGISTRY_ROLES } from './registryPermissions.generated';
import { REPORT_TYPES, type ReportType } from './reports';
import { hasAnyRole, isRole, ROLE, type Role, type UserFlags } from './roles';

/**
 * The permission matrix: resource -> action -> roles. One table read by one function,
 * canAccess, which the server's route guards and the client's menus, buttons and
 * react-admin's authProvider.canAccess all call.
 *
 * Derived parts keep a single source: areas come from AREAS, report exports from REPORT_TYPES,
 * lifecycle actions from LIFECYCLE / PME_LIFECYCLE (a proposal action is allowed to the staff
 * roles of its row; whether the proposal's status allows it is lifecycle.canPerform's job).
 *
 * Admin is not a superuser: it manages managers, nurses and synchronization, as the spec says,
 * and nothing else. A role that needs more is given it here, visibly.
 */
type Matrix = Record<string, Record<string, readonly Role[]>>;

const R = ROLE;
const CRUD = ['list', 'show', 'create', 'edit'] as const;

function crud(
  roles: readonly Role[],
  actions: readonly string[] = CRUD,
): Record<string, readonly Role[]> {
  return Object.fromEntries(actions.map((action) => [action, roles]));
}

/** Everyone who works on individual proposals and may open one. */
const PROPOSAL_VIEWERS: readonly Role[] = [
  R.GestorComercial,
  R.AprovadorProposta,
  R.CanceladorProposta,
  R.BloqueadorProposta,
  R.GestorComercialPme,
  R.GestorContratos,
  R.Supervisor,
  R.Liberacao49Menos,
  R.Concessionaria,
  R.VendasInternas,
  R.OperadorCallCenter,
  R.GestorCallCenter,
  R.DAC,
  R.Enfermeiro,
  R.EnfermeiroExterno,
  R.GestorSaude,
];
const NURSES: readonly Role[] = [R.Enfermeiro, R.EnfermeiroExterno];
const NURSING_NOTES: readonly Role[] = [R.GestorSaude, R.Enfermeiro, R.EnfermeiroExterno];
const DEALERSHIP: readonly Role[] = [R.Concessionaria, R.VendasInternas];
const GC: readonly Role[] = [R.GestorComercial];
const PME: readonly Role[] = [R.GestorComercial, R.GestorComercialPme];

/** Staff roles of lifecycle rows (the applicant and the system are not in tokens). */
function staffRolesByAction(
  rows: readonly { action: string; roles: readonly string[] }[],
): Record<string, readonly Role[]> {
  return Object.fromEntries(rows.map((row) => [row.action, row.roles.filter(isRole)]));
}

/** The bulk actions' route: the roles of any of its actions (each is checked again per call). */
function lotRoles(byAction: Record<string, readonly Role[]>): readonly Role[] {
  return [...new Set(ACOES_EM_LOTE.flatMap((action) => byAction[action]))];
}

const STATIC: Matrix = {
  proposta: {
    list: PROPOSAL_VIEWERS,
    show: PROPOSAL_VIEWERS,
    observar: PROPOSAL_VIEWERS,
    'listar-historico': PROPOSAL_VIEWERS,
    'baixar-documentos': PROPOSAL_VIEWERS,
    create: DEALERSHIP,
    edit: [...DEALERSHIP, R.GestorComercial],
    'anexar-documento': [...DEALERSHIP, R.GestorComercial],
    'excluir-documento': [...DEALERSHIP, R.GestorComercial],
    'gerar-dossie': PROPOSAL_VIEWERS,
    'reenviar-link': [
      ...DEALERSHIP,
      R.GestorComercial,
      R.OperadorCallCenter,
      R.GestorCallCenter,
      ...NURSES,
    ],
    'agendar-avaliacao': [
      R.GestorComercial,
      R.OperadorCallCenter,
      R.VendasInternas,
      R.GestorCallCenter,
      ...NURSES,
    ],
    'enviar-comunicado': GC,
    'alterar-vencimento': GC,
    'complemento-integracao': [R.GestorComercial, R.GestorContratos],
    'liberar-idade': [R.Liberacao49Menos],
    // 'Consultar novamente' on the Receita Federal card: who reviews or corrects the applicant's
    // data (docs/decisions/0116-receita-federal-divergences.md); everyone who opens the proposal
    // sees the result.
    'consultar-receita': [R.GestorComercial, R.AprovadorProposta, ...DEALERSHIP],
  },
  rascunho: {
    list: [R.GestorComercial, ...DEALERSHIP],
    delete: [R.GestorComercial, ...DEALERSHIP],
  },
  'anotacao-enfermagem': { list: NURSING_NOTES, create: NURSING_NOTES },
  'avaliacao-saude': {
    list: [R.GestorSaude],
    show: [...NURSES, R.GestorSaude],
    'auditar-videos': [R.GestorSaude],
    // A new version of the PecFast questionnaire.
    'editar-pecfast': [R.GestorSaude],
    'abrir-sala': NURSES,
    'reenviar-convite': NURSES,
    // Registering the declaration or the PecFast answers for the applicant.
    registrar: NURSES,
  },
  // The access log of health data (who read which proposal's health data, and when): the health
  // manager's second list on 'listar-avaliacoes'.
  'acesso-saude': { list: [R.GestorSaude] },
  // list: the question form picks its declaration; the declaration page lists its questions.
  'declaracao-saude': crud([R.GestorSaude], ['list', 'show', 'edit']),
  pergunta: crud([R.GestorSaude], ['list', 'show', 'create', 'edit']),
  // Satisfaction campaigns (feedback dialog): the health manager's.
  campanha: crud([R.GestorSaude]),
  'proposta-pme': crud(PME, [
    'list',
    'show',
    'create',
    'edit',
    'complemento-erp',
    'pre-visualizar-contrato',
    'baixar-contrato',
    'substituir-contrato',
    'cancelar-beneficiarios',
  ]),
  'contrato-pme': crud(PME, ['list', 'show', 'edit']),
  corretor: crud([R.GestorComercial, ...DEALERSHIP]),
  // The spec: 'ManutencaoConcessionaria sees Nova Concessionária' — creating is that role's alone.
  concessionaria: {
    ...crud(GC, ['list', 'show', 'edit']),
    create: [R.ManutencaoConcessionaria],
  },
  gestor: crud([R.Admin, R.GestorComercial, R.Supervisor]),
  'usuario-dac': crud([R.GestorComercial, R.Supervisor]),
  enfermeiro: crud([R.Admin, R.GestorSaude]),
  'enfermeiro-externo': crud([R.Admin, R.GestorSaude]),
  'operador-callcenter': crud([R.GestorCallCenter]),
  // Issue 39: the nurses' weekly hours and exceptions, and the holidays that block everyone, are
  // kept by who manages the nurses (the health manager and the administrator).
  // 'propria': a nurse reads her own agenda ('Minha agenda'), never another's, and changes none.
  'agenda-enfermagem': {
    ...crud([R.Admin, R.GestorSaude], ['list', 'show', 'edit']),
    propria: NURSES,
  },
  feriado: crud([R.Admin, R.GestorSaude]),
  'cidade-atendimento': crud([R.Admin, R.GestorSaude]),
  // The administrator reads plans only to pick one in a price table (tabela-preco).
  'plano-saude': {
    ...crud(GC),
    list: [R.GestorComercial, R.Admin],
    show: [R.GestorComercial, R.Admin],
  },
  'aditivo-contrato': crud(GC),
  'pdf-tabela-venda': crud(GC),
  // Issue 39: the commercial manager keeps the price tables; the administrator may too.
  'tabela-preco': crud([R.GestorComercial, R.Admin]),
  parametro: crud(GC, ['list', 'edit']),
  dashboard: { show: [R.GestorComercial, R.Supervisor, ...DEALERSHIP, R.GestorCallCenter] },
  'painel-supervisor': { show: [R.GestorComercial, R.Supervisor] },
  sincronizacao: { executar: [R.Admin] },
  // LGPD art. 18: the data subject's export is requested and downloaded by an administrator.
  titular: { exportar: [R.Admin] },
  integracao: INTEGRACAO_PERMISSIONS,
  // 'Mensagens enviadas', the built-in outbox outside production (server/integrations/caixa-local):
  // the links in it are credentials (first access, applicant links), so the administrator only.
  'mensagem-enviada': { list: [R.Admin], show: [R.Admin] },
};

/**
 * The rows registries state in their definitions (`roles`: list, show, create, edit), generated
 * from src/registries so this layer imports none of it. A key is written in one place only.
 */
function registryRows(): Matrix {
  for (const key of Object.keys(REGISTRY_ROLES)) {
    if (Object.hasOwn(STATIC, key)) {
      throw new Error(`Permissão '${key}': na tabela e na definição do cadastro; deixe uma só`);
    }
  }
  return Object.fromEntries(
    Object.entries(REGISTRY_ROLES).map(([key, roles]) => [key, crud(roles)]),
  );
}

export const PERMISSIONS: Readonly<Matrix> = {
  ...STATIC,
  ...registryRows(),
  area: Object.fromEntries(AREAS.map((area) => [area.id, area.roles])),
  proposta: {
    ...STATIC.proposta,
    ...staffRolesByAction(LIFECYCLE),
    [PERMISSAO_LOTE]: lotRoles(staffRolesByAction(LIFECYCLE)),
  },
  'proposta-pme': { ...STATIC['proposta-pme'], ...staffRolesByAction(PME_LIFECYCLE) },
  relatorio: {
    list: [R.GestorComercial, R.GestorContratos, ...DEALERSHIP],
    show: [R.GestorComercial, R.GestorContratos, ...DEALERSHIP],
    ...Object.fromEntries(REPORT_TYPES.map((type) => [type.key, type.roles])),
  },
};

export interface PermissionRequest {
  resource: string;
  action: string;
}

/** May a user with these roles perform this action on this resource? Unknown pairs: no. */
export function canAccess(
  roles: readonly string[],
  { resource, action }: PermissionRequest,
): boolean {
  // hasOwn: 'constructor' or '__proto__' must never reach Object.prototype.
  if (!Object.hasOwn(PERMISSIONS, resource)) return false;
  const actions = PERMISSIONS[resource];
  if (!Object.hasOwn(actions, action)) return false;
  return hasAnyRole(roles, actions[action]);
}

/** The areas the user may enter, in the module switcher's order. */
export function areasFor(roles: readonly string[]): AreaId[] {
  return AREAS.filter((area) => canAccess(roles, { resource: 'area', action: area.id })).map(
    (area) => area.id,
  );
}

/** The module switcher's entries ('Módulos do Adesão'): label and the area's profile link. */
/**
 * An area's full menu table. The product's (src/crud/menu.ts productMenuTable) adds the
 * declared resources' links to MENUS; pass it so main routes see every link.
 */
export type MenuTableOf = (area: AreaId) => readonly MenuNode[];
const menusOnly: MenuTableOf = (area) => MENUS[area];

export function moduleSwitcherFor(
  user: UserFlags,
  tableOf: MenuTableOf = menusOnly,
): { area: AreaId; label: string; route: string }[] {
  return areasFor(user.roles).map((area) => ({
    area,
    label: AREAS.find((a) => a.id === area)!.label,
    route: `/${area}/${mainRouteFor(area, user, tableOf(area))}`,
  }));
}

/** Where a logged user lands: the spec's priority, then the first area, else access denied. */
export function homeRouteFor(roles: readonly string[], tableOf: MenuTableOf = menusOnly): string {
  const allowed = areasFor(roles);
  const byPriority = HOME_PRIORITY.find((entry) => hasAnyRole(roles, entry.roles))?.area;
  const area = byPriority ?? allowed[0];
  if (!area) return ACCESS_DENIED_ROUTE;
  return `/${area}/${mainRouteFor(area, { roles }, tableOf(area))}`;
}

/** Report types the user may export; the first is the dialog's default. */
export function reportTypesFor(roles: readonly string[]): ReportType[] {
  return REPORT_TYPES.filter((type) =>
    canAccess(roles, { resource: 'relatorio', action: type.key }),
  );
}

export function defaultReportTypeFor(roles: readonly string[]): ReportType | undefined {
  return reportTypesFor(roles)[0];
}

/**
 * A user whose only role is Corretor, who has a broker record and lacks VendasInternas is
 * refused at login ('Acesso não autorizado!'): brokers work through their dealership.
 */
export function isLoginRefused(user: UserFlags): boolean {
  // "Only Corretor" already rules VendasInternas out; the spec states it for emphasis.
  const onlyCorretor = user.roles.length > 0 && user.roles.every((role) => role === R.Corretor);
  return onlyCorretor && Boolean(user.corretor);
}

/** A nursing note is the user's own ('Minha nota') when its author name matches the user's. */
export function isOwnNote(
  authorName: string | null | undefined,
  userName: string | null | undefined,
): boolean {
  const normalize = (name: string | null | undefined) =>
    (name ?? '').trim().toLocaleLowerCase('pt-BR');
  return normalize(authorName) !== '' && normalize(authorName) === normalize(userName);
}
