import { REPORT_TYPES, validateReportFilter } from './reports';

describe('report types', () => {
  it('come in the spec order with their roles', () => {
    expect(REPORT_TYPES.map((t) => [t.label, [...t.roles]])).toEqual([
      ['Geral', ['GestorComercial', 'GestorContratos', 'Concessionaria']],
      ['Gestão de Saúde', ['GestorSaude']],
      ['Assinadas', ['GestorContratos', 'GestorComercial']],
      ['Aprovadores de Documentação', ['Supervisor']],
      ['Corretores', ['Supervisor']],
      ['Quantitativo', []],
    ]);
  });
});

describe('validateReportFilter', () => {
  const period = { dataInicio: '01/02/2024', dataFim: '29/02/2024' };

  it('requires dates and situations for the general report', () => {
    expect(validateReportFilter('geral', { ...period, situacoes: [] })).toBe(
      'Preencha ao menos um período',
    );
    expect(validateReportFilter('geral', { dataInicio: '01/02/2024', situacoes: [1] })).toBe(
      'Preencha ao menos um período',
    );
    expect(validateReportFilter('geral', { ...period, situacoes: [1] })).toBeNull();
    expect(
      validateReportFilter('geral', {
        dataInicio: '01/02/2022',
        dataFim: '01/03/2024',
        situacoes: [1],
      }),
    ).toBe('O período não pode ser maior que 1 ano.');
  });

  it('applies the period rules to health management and signed contracts', () => {
    expect(validateReportFilter('gestao-saude', period)).toBeNull();
    expect(
      validateReportFilter('assinadas', { dataInicio: '29/02/2024', dataFim: '01/02/2024' }),
    ).toBe('A data fim deve ser maior que a data início.');
    expect(validateReportFilter('gestao-saude', {})).toBe('Preencha ao menos um período');
  });

  it('checks each filled period of the documentation approvers report', () => {
    expect(validateReportFilter('aprovadores-documentacao', {})).toBe(
      'Preencha ao menos um período',
    );
    expect(
      validateReportFilter('aprovadores-documentacao', {
        dataInicioCriacao: '01/01/2024',
        dataFimCriacao: '31/01/2024',
      }),
    ).toBeNull();
    expect(
      validateReportFilter('aprovadores-documentacao', {
        dataInicioCriacao: '01/01/2024',
        dataFimCriacao: '31/01/2024',
        dataInicioAprovacao: '01/01/2024',
      }),
    ).toBe('Preencha ao menos um período');
  });

  it('needs nothing for the brokers report', () => {
    expect(validateReportFilter('corretores', {})).toBeNull();
  });
});
