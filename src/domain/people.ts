import { pessoas } from '../../i18n/pt-BR/pessoas';

/**
 * The names are catalogue texts (`pessoas`, keyed by chave/key): the domain and the server say
 * them in pt-BR; a screen reads the key in the chosen language (src/components/rotulosPessoas.ts).
 */
const GRAUS = pessoas.grausParentesco;
const ESTADOS = pessoas.estadosCivis;
const SEXO = pessoas.sexos;
const PERFIL_ROTULO = pessoas.perfis;

/**
 * Enumerations about the people of a proposal: dependents' kinship, marital status, gender and
 * the beneficiary profile. Keys (chave/key) are the spec's, as exchanged with the ERP ('Conjuge');
 * the names people read have their accents restored ('Cônjuge', 'Viúvo').
 */
export const GRAUS_PARENTESCO = [
  { id: 10, chave: 'Agregado', nome: GRAUS.Agregado },
  { id: 2, chave: 'CompanheiroOuCompanheira', nome: GRAUS.CompanheiroOuCompanheira },
  { id: 3, chave: 'Conjuge', nome: GRAUS.Conjuge },
  { id: 25, chave: 'Curatelada', nome: GRAUS.Curatelada },
  { id: 28, chave: 'Curatelado', nome: GRAUS.Curatelado },
  { id: 7, chave: 'Enteada', nome: GRAUS.Enteada },
  { id: 6, chave: 'Enteado', nome: GRAUS.Enteado },
  { id: 5, chave: 'Filha', nome: GRAUS.Filha },
  { id: 14, chave: 'FilhaAdotiva', nome: GRAUS.FilhaAdotiva },
  { id: 20, chave: 'FilhaComExcecaoContratual1', nome: GRAUS.FilhaComExcecaoContratual1 },
  { id: 27, chave: 'FilhaComExcecaoContratual2', nome: GRAUS.FilhaComExcecaoContratual2 },
  { id: 24, chave: 'FilhasInvalidas', nome: GRAUS.FilhasInvalidas },
  { id: 22, chave: 'FilhasUniversitarias', nome: GRAUS.FilhasUniversitarias },
  { id: 4, chave: 'Filho', nome: GRAUS.Filho },
  { id: 13, chave: 'FilhoAdotivo', nome: GRAUS.FilhoAdotivo },
  { id: 19, chave: 'FilhoComExcecaoContratual1', nome: GRAUS.FilhoComExcecaoContratual1 },
  { id: 26, chave: 'FilhoComExcecaoContratual2', nome: GRAUS.FilhoComExcecaoContratual2 },
  { id: 23, chave: 'FilhosInvalidos', nome: GRAUS.FilhosInvalidos },
  { id: 21, chave: 'FilhosUniversitarios', nome: GRAUS.FilhosUniversitarios },
  { id: 16, chave: 'Irma', nome: GRAUS.Irma },
  { id: 15, chave: 'Irmao', nome: GRAUS.Irmao },
  { id: 9, chave: 'Mae', nome: GRAUS.Mae },
  { id: 18, chave: 'Neta', nome: GRAUS.Neta },
  { id: 17, chave: 'Neto', nome: GRAUS.Neto },
  { id: 12, chave: 'OutrosDependentes', nome: GRAUS.OutrosDependentes },
  { id: 8, chave: 'Pai', nome: GRAUS.Pai },
  { id: 11, chave: 'SogroOuSogra', nome: GRAUS.SogroOuSogra },
  { id: 30, chave: 'Tutelada', nome: GRAUS.Tutelada },
  { id: 29, chave: 'Tutelado', nome: GRAUS.Tutelado },
] as const;

export type GrauParentescoId = (typeof GRAUS_PARENTESCO)[number]['id'];

export function grauParentescoNome(id: number | null | undefined): string {
  return GRAUS_PARENTESCO.find((g) => g.id === id)?.nome ?? '';
}

/** Ids 1..5 in the order the spec lists them (it leaves the values open). */
export const ESTADOS_CIVIS = [
  { id: 1, key: 'Solteiro', label: ESTADOS.Solteiro },
  { id: 2, key: 'Casado', label: ESTADOS.Casado },
  { id: 3, key: 'Viuvo', label: ESTADOS.Viuvo },
  { id: 4, key: 'SeparadoJudicialmente', label: ESTADOS.SeparadoJudicialmente },
  { id: 5, key: 'Divorciado', label: ESTADOS.Divorciado },
] as const;

export type EstadoCivilId = (typeof ESTADOS_CIVIS)[number]['id'];

export const SEXOS = [
  { id: 1, key: 'Masculino', label: SEXO.Masculino },
  { id: 2, key: 'Feminino', label: SEXO.Feminino },
  { id: 3, key: 'Outro', label: SEXO.Outro },
] as const;

export type SexoId = (typeof SEXOS)[number]['id'];

/** Beneficiary profile ids (values not shown in the spec: fixed here as 1..3). */
export const PERFIL = {
  Beneficiario: 1,
  BeneficiarioSemCarencia: 2,
  ResponsavelFinanceiro: 3,
} as const;

export const PERFIS = [
  { id: 1, key: 'Beneficiario', label: PERFIL_ROTULO.Beneficiario },
  { id: 2, key: 'BeneficiarioSemCarencia', label: PERFIL_ROTULO.BeneficiarioSemCarencia },
  { id: 3, key: 'ResponsavelFinanceiro', label: PERFIL_ROTULO.ResponsavelFinanceiro },
] as const;

export type PerfilId = (typeof PERFIL)[keyof typeof PERFIL];
