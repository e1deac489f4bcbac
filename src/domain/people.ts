/**
 * Enumerations about the people of a proposal: dependents' kinship, marital status, gender and
 * the beneficiary profile. Keys (chave/key) are the spec's, as exchanged with the ERP ('Conjuge');
 * the names people read have their accents restored ('Cônjuge', 'Viúvo').
 */
export const GRAUS_PARENTESCO = [
  { id: 10, chave: 'Agregado', nome: 'Agregado' },
  { id: 2, chave: 'CompanheiroOuCompanheira', nome: 'Companheiro ou Companheira' },
  { id: 3, chave: 'Conjuge', nome: 'Cônjuge' },
  { id: 25, chave: 'Curatelada', nome: 'Curatelada' },
  { id: 28, chave: 'Curatelado', nome: 'Curatelado' },
  { id: 7, chave: 'Enteada', nome: 'Enteada' },
  { id: 6, chave: 'Enteado', nome: 'Enteado' },
  { id: 5, chave: 'Filha', nome: 'Filha' },
  { id: 14, chave: 'FilhaAdotiva', nome: 'Filha Adotiva' },
  { id: 20, chave: 'FilhaComExcecaoContratual1', nome: 'Filha com Exceção Contratual 1' },
  { id: 27, chave: 'FilhaComExcecaoContratual2', nome: 'Filha com Exceção Contratual 2' },
  { id: 24, chave: 'FilhasInvalidas', nome: 'Filhas Inválidas' },
  { id: 22, chave: 'FilhasUniversitarias', nome: 'Filhas Universitárias' },
  { id: 4, chave: 'Filho', nome: 'Filho' },
  { id: 13, chave: 'FilhoAdotivo', nome: 'Filho Adotivo' },
  { id: 19, chave: 'FilhoComExcecaoContratual1', nome: 'Filho com Exceção Contratual 1' },
  { id: 26, chave: 'FilhoComExcecaoContratual2', nome: 'Filho com Exceção Contratual 2' },
  { id: 23, chave: 'FilhosInvalidos', nome: 'Filhos Inválidos' },
  { id: 21, chave: 'FilhosUniversitarios', nome: 'Filhos Universitários' },
  { id: 16, chave: 'Irma', nome: 'Irmã' },
  { id: 15, chave: 'Irmao', nome: 'Irmão' },
  { id: 9, chave: 'Mae', nome: 'Mãe' },
  { id: 18, chave: 'Neta', nome: 'Neta' },
  { id: 17, chave: 'Neto', nome: 'Neto' },
  { id: 12, chave: 'OutrosDependentes', nome: 'Outros Dependentes' },
  { id: 8, chave: 'Pai', nome: 'Pai' },
  { id: 11, chave: 'SogroOuSogra', nome: 'Sogro ou Sogra' },
  { id: 30, chave: 'Tutelada', nome: 'Tutelada' },
  { id: 29, chave: 'Tutelado', nome: 'Tutelado' },
] as const;

export type GrauParentescoId = (typeof GRAUS_PARENTESCO)[number]['id'];

export function grauParentescoNome(id: number | null | undefined): string {
  return GRAUS_PARENTESCO.find((g) => g.id === id)?.nome ?? '';
}

/** Ids 1..5 in the order the spec lists them (it leaves the values open). */
export const ESTADOS_CIVIS = [
  { id: 1, key: 'Solteiro', label: 'Solteiro' },
  { id: 2, key: 'Casado', label: 'Casado' },
  { id: 3, key: 'Viuvo', label: 'Viúvo' },
  { id: 4, key: 'SeparadoJudicialmente', label: 'Separado judicialmente' },
  { id: 5, key: 'Divorciado', label: 'Divorciado' },
] as const;

export type EstadoCivilId = (typeof ESTADOS_CIVIS)[number]['id'];

export const SEXOS = [
  { id: 1, key: 'Masculino', label: 'Masculino' },
  { id: 2, key: 'Feminino', label: 'Feminino' },
  { id: 3, key: 'Outro', label: 'Outro' },
] as const;

export type SexoId = (typeof SEXOS)[number]['id'];

/** Beneficiary profile ids (values not shown in the spec: fixed here as 1..3). */
export const PERFIL = {
  Beneficiario: 1,
  BeneficiarioSemCarencia: 2,
  ResponsavelFinanceiro: 3,
} as const;

export const PERFIS = [
  { id: 1, key: 'Beneficiario', label: 'Beneficiário' },
  { id: 2, key: 'BeneficiarioSemCarencia', label: 'Beneficiário sem carência' },
  { id: 3, key: 'ResponsavelFinanceiro', label: 'Responsável financeiro' },
] as const;

export type PerfilId = (typeof PERFIL)[keyof typeof PERFIL];
