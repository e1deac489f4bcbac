/**
 * The 20 staff roles of section 6 (document 1), as the identity server puts them in the token.
 * Role names are data shared with the server: never translate or rename them.
 */
export const ROLE = {
  Admin: 'Admin',
  AprovadorProposta: 'AprovadorProposta',
  CanceladorProposta: 'CanceladorProposta',
  BloqueadorProposta: 'BloqueadorProposta',
  Comum: 'Comum',
  Concessionaria: 'Concessionaria',
  Corretor: 'Corretor',
  Enfermeiro: 'Enfermeiro',
  EnfermeiroExterno: 'EnfermeiroExterno',
  GestorCallCenter: 'GestorCallCenter',
  GestorComercial: 'GestorComercial',
  GestorComercialPme: 'GestorComercialPme',
  GestorContratos: 'GestorContratos',
  GestorSaude: 'GestorSaude',
  OperadorCallCenter: 'OperadorCallCenter',
  Supervisor: 'Supervisor',
  VendasInternas: 'VendasInternas',
  Liberacao49Menos: 'Liberacao49Menos',
  ManutencaoConcessionaria: 'ManutencaoConcessionaria',
  DAC: 'DAC',
} as const;

export type Role = (typeof ROLE)[keyof typeof ROLE];

export const ROLES: readonly Role[] = Object.values(ROLE);

/** What people read for each role (the profile page, user lists): never the code itself. */
export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Administrador',
  AprovadorProposta: 'Aprovador de propostas',
  CanceladorProposta: 'Cancelador de propostas',
  BloqueadorProposta: 'Bloqueador de propostas',
  Comum: 'Comum',
  Concessionaria: 'Concessionária',
  Corretor: 'Corretor',
  Enfermeiro: 'Enfermeiro',
  EnfermeiroExterno: 'Enfermeiro externo',
  GestorCallCenter: 'Gestor do call center',
  GestorComercial: 'Gestor comercial',
  GestorComercialPme: 'Gestor comercial PME',
  GestorContratos: 'Gestor de contratos',
  GestorSaude: 'Gestor de saúde',
  OperadorCallCenter: 'Operador do call center',
  Supervisor: 'Supervisor',
  VendasInternas: 'Vendas internas',
  Liberacao49Menos: 'Liberação de idade (menos de 49 anos)',
  ManutencaoConcessionaria: 'Manutenção de concessionárias',
  DAC: 'DAC',
};

/** The label of a role; an unknown one (an older token) reads 'Outro perfil', not its code. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : 'Outro perfil';
}

/**
 * Actors that are not staff roles but still drive transitions of the lifecycle tables: the
 * applicant on the public token link (/mpa) and the server itself (ERP answers, signature
 * service, outbox workers). They never appear in a token; the server passes them explicitly.
 */
export const ACTOR = {
  Proponente: 'Proponente',
  Sistema: 'Sistema',
} as const;

export type Actor = Role | (typeof ACTOR)[keyof typeof ACTOR];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function hasAnyRole(roles: readonly string[], wanted: readonly string[]): boolean {
  return roles.some((role) => wanted.includes(role));
}

/** The part of the logged user (MeusDados) that the rules below read. */
export interface UserFlags {
  roles: readonly string[];
  /** The user has a nurse record (internal nurse). */
  enfermeiro?: unknown;
  /** The user is an external nurse: concludes instead of approving, sees fewer lists. */
  enfermeiroExterno?: boolean | null;
  /** The broker record of the user, when the user is a broker. */
  corretor?: unknown;
}

/** External nurse by flag or by role: the server sets the flag from the role, older tokens may lack it. */
export function isExternalNurse(user: UserFlags): boolean {
  return user.enfermeiroExterno === true || user.roles.includes(ROLE.EnfermeiroExterno);
}

/** Internal nurse: nurse flag or role, and not external (the two never combine on one screen). */
export function isInternalNurse(user: UserFlags): boolean {
  const nurse = Boolean(user.enfermeiro) || user.roles.includes(ROLE.Enfermeiro);
  return nurse && !isExternalNurse(user);
}

export function isHealthManager(user: { roles: readonly string[] }): boolean {
  return user.roles.includes(ROLE.GestorSaude);
}
