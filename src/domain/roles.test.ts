import {
  hasAnyRole,
  isExternalNurse,
  isHealthManager,
  isInternalNurse,
  isRole,
  roleLabel,
  ROLES,
} from './roles';

describe('roles', () => {
  it('are the 20 roles of section 6', () => {
    expect(ROLES).toEqual([
      'Admin',
      'AprovadorProposta',
      'CanceladorProposta',
      'BloqueadorProposta',
      'Comum',
      'Concessionaria',
      'Corretor',
      'Enfermeiro',
      'EnfermeiroExterno',
      'GestorCallCenter',
      'GestorComercial',
      'GestorComercialPme',
      'GestorContratos',
      'GestorSaude',
      'OperadorCallCenter',
      'Supervisor',
      'VendasInternas',
      'Liberacao49Menos',
      'ManutencaoConcessionaria',
      'DAC',
    ]);
  });

  it('recognise role names and role overlaps', () => {
    expect(isRole('DAC')).toBe(true);
    expect(isRole('Proponente')).toBe(false);
    expect(hasAnyRole(['DAC', 'Admin'], ['Admin'])).toBe(true);
    expect(hasAnyRole(['DAC'], [])).toBe(false);
  });

  it('tell nurses apart by flag or role', () => {
    expect(isExternalNurse({ roles: [], enfermeiroExterno: true })).toBe(true);
    expect(isExternalNurse({ roles: ['EnfermeiroExterno'] })).toBe(true);
    expect(isExternalNurse({ roles: ['Enfermeiro'], enfermeiroExterno: false })).toBe(false);
    expect(isInternalNurse({ roles: ['Enfermeiro'] })).toBe(true);
    expect(isInternalNurse({ roles: [], enfermeiro: { id: 3 } })).toBe(true);
    expect(isInternalNurse({ roles: ['EnfermeiroExterno'], enfermeiro: true })).toBe(false);
    expect(isInternalNurse({ roles: ['GestorSaude'] })).toBe(false);
    expect(isHealthManager({ roles: ['GestorSaude'] })).toBe(true);
  });
});

describe('role labels', () => {
  it('names every role in pt-BR, never by its code', () => {
    for (const role of ROLES) {
      expect(roleLabel(role)).not.toBe('');
      if (!['Corretor', 'Enfermeiro', 'Supervisor', 'DAC', 'Comum'].includes(role)) {
        expect(roleLabel(role)).not.toBe(role);
      }
    }
    expect(roleLabel('AprovadorProposta')).toBe('Aprovador de propostas');
    expect(roleLabel('PapelDesconhecido')).toBe('Outro perfil');
  });
});
