import * as domain from './index';

describe('the domain index', () => {
  it('exposes what the server and the client import', () => {
    for (const name of [
      'canAccess',
      'AJV_FORMATS',
      'ESTADOS',
      'UNIDADES',
      'SITUACAO',
      'getStatusInfo',
      'apply',
      'allowedActions',
      'pmeButtons',
      'acoesTelaEnfermagem',
      'menuFor',
      'homeRouteFor',
      'statusesForList',
      'loginSchema',
      'maskPhone',
      'validateFilterDateRange',
      'validateReportPeriod',
      'MESSAGES',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
