import { describe, expect, it } from 'vitest';
import { buildDataProvider, domainMethods } from './dataProvider';

describe('the data provider’s own methods', () => {
  it('builds with every domain’s methods on one object', () => {
    const provider = buildDataProvider();
    // One method from a few domains, and react-admin's own.
    for (const name of ['getList', 'buscarCep', 'baixarDocumentosZip', 'obterHistoricoRegistro']) {
      expect(typeof (provider as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('refuses a name two domains declare, naming both', () => {
    const noop = () => undefined;
    expect(() => domainMethods({ pme: { baixar: noop }, documentos: { baixar: noop } })).toThrow(
      'Método baixar do provedor de dados declarado em pme e em documentos',
    );
  });

  it('refuses a domain method named like one of react-admin’s', () => {
    expect(() => domainMethods({ cep: { getOne: () => undefined } })).toThrow(
      'declarado em react-admin e em cep',
    );
  });
});
