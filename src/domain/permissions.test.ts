import { productMenuTable } from '../crud/menu';
import { ROLES } from './roles';
import {
  areasFor,
  canAccess,
  defaultReportTypeFor,
  homeRouteFor,
  isLoginRefused,
  isOwnNote,
  moduleSwitcherFor,
  PERMISSIONS,
  reportTypesFor,
} from './permissions';

describe('canAccess', () => {
  it('lets a role into its area and keeps other roles out', () => {
    expect(canAccess(['DAC'], { resource: 'area', action: 'dac' })).toBe(true);
    expect(canAccess(['DAC'], { resource: 'area', action: 'gestao-comercial' })).toBe(false);
    expect(canAccess(['Admin'], { resource: 'area', action: 'administrador' })).toBe(true);
  });

  it('lets these roles into gestao-comercial', () => {
    for (const role of [
      'GestorComercial',
      'GestorComercialPme',
      'GestorContratos',
      'Supervisor',
      'Liberacao49Menos',
      'ManutencaoConcessionaria',
      'AprovadorProposta',
      'CanceladorProposta',
      'BloqueadorProposta',
    ]) {
      expect(canAccess([role], { resource: 'area', action: 'gestao-comercial' }), role).toBe(true);
    }
    expect(canAccess(['Concessionaria'], { resource: 'area', action: 'gestao-comercial' })).toBe(
      false,
    );
  });

  it('does not make Admin a superuser', () => {
    expect(canAccess(['Admin'], { resource: 'proposta', action: 'cancelar' })).toBe(false);
    expect(canAccess(['Admin'], { resource: 'area', action: 'gestao-comercial' })).toBe(false);
    expect(canAccess(['Admin'], { resource: 'gestor', action: 'create' })).toBe(true);
    expect(canAccess(['Admin'], { resource: 'sincronizacao', action: 'executar' })).toBe(true);
  });

  it('takes proposal actions from the lifecycle roles, without the applicant and system actors', () => {
    expect(canAccess(['CanceladorProposta'], { resource: 'proposta', action: 'cancelar' })).toBe(
      true,
    );
    expect(canAccess(['BloqueadorProposta'], { resource: 'proposta', action: 'desbloquear' })).toBe(
      true,
    );
    expect(
      canAccess(['AprovadorProposta'], { resource: 'proposta', action: 'aprovar-documentacao' }),
    ).toBe(true);
    expect(canAccess(['BloqueadorProposta'], { resource: 'proposta', action: 'cancelar' })).toBe(
      false,
    );
    expect(PERMISSIONS.proposta['confirmar-intencao-compra']).toEqual([]);
    expect(PERMISSIONS.proposta['registrar-integracao']).toEqual(['GestorComercial']);
  });

  it('covers every proposal action the server and client ask about', () => {
    for (const action of [
      'cancelar',
      'bloquear',
      'desbloquear',
      'inativar',
      'aprovar-documentacao',
      'revogar-aprovacao',
      'reverter-cancelamento',
      'confirmar-envio-documentacao',
      'solicitar-integracao',
      'registrar-integracao',
      'verificar-assinaturas',
      'alterar-vencimento',
      'submeter',
      'reenviar-link',
      'enviar-comunicado',
      'observar',
      'registrar-pendencia',
      'resolver-pendencia',
      'list',
      'show',
    ]) {
      expect(Object.hasOwn(PERMISSIONS.proposta, action), action).toBe(true);
    }
  });

  it('shows the nursing notes tab to health managers and nurses only', () => {
    for (const role of ['GestorSaude', 'Enfermeiro', 'EnfermeiroExterno']) {
      expect(canAccess([role], { resource: 'anotacao-enfermagem', action: 'list' })).toBe(true);
      expect(canAccess([role], { resource: 'anotacao-enfermagem', action: 'create' })).toBe(true);
    }
    expect(
      canAccess(['GestorComercial'], { resource: 'anotacao-enfermagem', action: 'list' }),
    ).toBe(false);
  });

  it('lets only the health manager audit videos', () => {
    expect(
      canAccess(['GestorSaude'], { resource: 'avaliacao-saude', action: 'auditar-videos' }),
    ).toBe(true);
    expect(
      canAccess(['Enfermeiro'], { resource: 'avaliacao-saude', action: 'auditar-videos' }),
    ).toBe(false);
  });

  it('gives PME screens to both commercial managers, lifecycle actions included', () => {
    expect(
      canAccess(['GestorComercialPme'], { resource: 'proposta-pme', action: 'criar-contrato' }),
    ).toBe(true);
    expect(canAccess(['GestorComercial'], { resource: 'contrato-pme', action: 'list' })).toBe(true);
    expect(
      canAccess(['GestorComercialPme'], { resource: 'proposta-pme', action: 'enviar-titulares' }),
    ).toBe(false);
  });

  it('lets ManutencaoConcessionaria create but not list dealerships', () => {
    expect(
      canAccess(['ManutencaoConcessionaria'], { resource: 'concessionaria', action: 'create' }),
    ).toBe(true);
    expect(
      canAccess(['ManutencaoConcessionaria'], { resource: 'concessionaria', action: 'list' }),
    ).toBe(false);
  });

  it('grants report exports by type', () => {
    expect(canAccess(['Supervisor'], { resource: 'relatorio', action: 'corretores' })).toBe(true);
    expect(canAccess(['Supervisor'], { resource: 'relatorio', action: 'geral' })).toBe(false);
    for (const role of ROLES) {
      expect(canAccess([role], { resource: 'relatorio', action: 'quantitativo' })).toBe(false);
    }
  });

  it('refuses unknown resources, unknown actions and prototype keys', () => {
    expect(canAccess(ROLES, { resource: 'nave', action: 'list' })).toBe(false);
    expect(canAccess(ROLES, { resource: 'proposta', action: 'voar' })).toBe(false);
    expect(canAccess(ROLES, { resource: 'constructor', action: 'name' })).toBe(false);
    expect(canAccess(ROLES, { resource: 'proposta', action: 'constructor' })).toBe(false);
    expect(canAccess([], { resource: 'proposta', action: 'list' })).toBe(false);
  });

  it('only ever grants real staff roles', () => {
    for (const actions of Object.values(PERMISSIONS)) {
      for (const roles of Object.values(actions)) {
        for (const role of roles) expect(ROLES).toContain(role);
      }
    }
  });
});

describe('areasFor and the module switcher', () => {
  it('lists the areas in the switcher order', () => {
    expect(areasFor(['VendasInternas'])).toEqual(['operador-callcenter', 'concessionaria']);
    expect(areasFor(['GestorSaude'])).toEqual(['enfermeiro-avaliador', 'gestao-saude']);
    expect(areasFor(['Corretor'])).toEqual([]);
  });

  it('labels the switcher entries as the spec writes them and links each to its landing page', () => {
    expect(
      moduleSwitcherFor({ roles: ['GestorComercial', 'GestorSaude'] }, productMenuTable),
    ).toEqual([
      { area: 'gestao-comercial', label: 'Gestão Comercial', route: '/gestao-comercial/dashboard' },
      {
        area: 'enfermeiro-avaliador',
        label: 'Enfermagem',
        route: '/enfermeiro-avaliador/lista-novas',
      },
      { area: 'gestao-saude', label: 'Gestão de Saúde', route: '/gestao-saude/listar-avaliacoes' },
    ]);
  });
});

describe('homeRouteFor', () => {
  it('follows the priority Admin, GestorComercial, Concessionaria, operators, call-centre managers, nurses, health managers', () => {
    expect(homeRouteFor(['GestorSaude', 'Admin'], productMenuTable)).toBe(
      '/administrador/lista-gestores',
    );
    expect(homeRouteFor(['Concessionaria', 'GestorComercial'], productMenuTable)).toBe(
      '/gestao-comercial/dashboard',
    );
    expect(homeRouteFor(['VendasInternas', 'Concessionaria'], productMenuTable)).toBe(
      '/concessionaria/dashboard',
    );
    expect(homeRouteFor(['VendasInternas'], productMenuTable)).toBe(
      '/operador-callcenter/todas-propostas',
    );
    expect(homeRouteFor(['GestorCallCenter', 'Enfermeiro'], productMenuTable)).toBe(
      '/gestao-callcenter/novo-operador',
    );
    expect(homeRouteFor(['EnfermeiroExterno'], productMenuTable)).toBe(
      '/enfermeiro-avaliador/lista-novas',
    );
    expect(homeRouteFor(['GestorSaude'], productMenuTable)).toBe('/gestao-saude/listar-avaliacoes');
  });

  it('sends other roles to the first area they may enter, on their first menu link', () => {
    expect(homeRouteFor(['DAC'], productMenuTable)).toBe('/dac/propostas-integradas');
    expect(homeRouteFor(['Supervisor'], productMenuTable)).toBe('/gestao-comercial/dashboard');
    expect(homeRouteFor(['GestorComercialPme'], productMenuTable)).toBe(
      '/gestao-comercial/pme/todas-propostas',
    );
    expect(homeRouteFor(['Liberacao49Menos'], productMenuTable)).toBe(
      '/gestao-comercial/liberacao-idade',
    );
    expect(homeRouteFor(['GestorContratos'], productMenuTable)).toBe(
      '/gestao-comercial/relatorios',
    );
  });

  it('denies access to users without an area', () => {
    expect(homeRouteFor(['Corretor'], productMenuTable)).toBe('/acesso-negado');
    expect(homeRouteFor(['Comum'], productMenuTable)).toBe('/acesso-negado');
    expect(homeRouteFor([], productMenuTable)).toBe('/acesso-negado');
  });
});

describe('reportTypesFor', () => {
  it('gives each role its report types, the first one being the default', () => {
    expect(reportTypesFor(['GestorComercial']).map((t) => t.key)).toEqual(['geral', 'assinadas']);
    expect(reportTypesFor(['Supervisor']).map((t) => t.key)).toEqual([
      'aprovadores-documentacao',
      'corretores',
    ]);
    expect(reportTypesFor(['Concessionaria']).map((t) => t.label)).toEqual(['Geral']);
    expect(defaultReportTypeFor(['GestorSaude'])?.label).toBe('Gestão de Saúde');
    expect(defaultReportTypeFor(['Enfermeiro'])).toBeUndefined();
  });
});

describe('isLoginRefused', () => {
  it('refuses a user whose only role is Corretor and who has a broker record', () => {
    expect(isLoginRefused({ roles: ['Corretor'], corretor: { id: 1 } })).toBe(true);
  });

  it('accepts brokers with internal sales, other roles, or no broker record', () => {
    expect(isLoginRefused({ roles: ['Corretor', 'VendasInternas'], corretor: { id: 1 } })).toBe(
      false,
    );
    expect(isLoginRefused({ roles: ['Corretor', 'Concessionaria'], corretor: { id: 1 } })).toBe(
      false,
    );
    expect(isLoginRefused({ roles: ['Corretor'], corretor: null })).toBe(false);
    expect(isLoginRefused({ roles: [], corretor: { id: 1 } })).toBe(false);
  });
});

describe('isOwnNote', () => {
  it('marks a note as mine when the author name matches, ignoring case and spaces', () => {
    expect(isOwnNote('Ana Souza', ' ana souza ')).toBe(true);
    expect(isOwnNote('Ana Souza', 'Bia Lima')).toBe(false);
    expect(isOwnNote('', '')).toBe(false);
    expect(isOwnNote(null, undefined)).toBe(false);
  });
});
