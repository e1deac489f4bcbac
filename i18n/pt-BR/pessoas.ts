/**
 * The people of a proposal (src/domain/people.ts): dependents' kinship, keyed by the spec's
 * `chave`, marital status, gender and the beneficiary profile, keyed by `key`. The domain reads
 * these pt-BR names, so the server says them too; a screen reads the key in the chosen language
 * (src/components/rotulosPessoas.ts).
 */
export const pessoas = {
  grausParentesco: {
    Agregado: 'Agregado',
    CompanheiroOuCompanheira: 'Companheiro ou Companheira',
    Conjuge: 'Cônjuge',
    Curatelada: 'Curatelada',
    Curatelado: 'Curatelado',
    Enteada: 'Enteada',
    Enteado: 'Enteado',
    Filha: 'Filha',
    FilhaAdotiva: 'Filha Adotiva',
    FilhaComExcecaoContratual1: 'Filha com Exceção Contratual 1',
    FilhaComExcecaoContratual2: 'Filha com Exceção Contratual 2',
    FilhasInvalidas: 'Filhas Inválidas',
    FilhasUniversitarias: 'Filhas Universitárias',
    Filho: 'Filho',
    FilhoAdotivo: 'Filho Adotivo',
    FilhoComExcecaoContratual1: 'Filho com Exceção Contratual 1',
    FilhoComExcecaoContratual2: 'Filho com Exceção Contratual 2',
    FilhosInvalidos: 'Filhos Inválidos',
    FilhosUniversitarios: 'Filhos Universitários',
    Irma: 'Irmã',
    Irmao: 'Irmão',
    Mae: 'Mãe',
    Neta: 'Neta',
    Neto: 'Neto',
    OutrosDependentes: 'Outros Dependentes',
    Pai: 'Pai',
    SogroOuSogra: 'Sogro ou Sogra',
    Tutelada: 'Tutelada',
    Tutelado: 'Tutelado',
  },
  estadosCivis: {
    Solteiro: 'Solteiro',
    Casado: 'Casado',
    Viuvo: 'Viúvo',
    SeparadoJudicialmente: 'Separado judicialmente',
    Divorciado: 'Divorciado',
  },
  sexos: {
    Masculino: 'Masculino',
    Feminino: 'Feminino',
    Outro: 'Outro',
  },
  perfis: {
    Beneficiario: 'Beneficiário',
    BeneficiarioSemCarencia: 'Beneficiário sem carência',
    ResponsavelFinanceiro: 'Responsável financeiro',
  },
} as const;
