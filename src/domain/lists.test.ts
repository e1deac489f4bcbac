import { ALL_SITUACAO_IDS, SITUACAO as S } from './statuses';
import {
  FILTRO_CARENCIA,
  FILTRO_SITUACAO_AVALIACAO,
  LISTAS_SO_COM_PENDENCIA,
  LIST_STATUSES,
  novaPropostaDaLista,
  NURSE_SITUACAO_LISTS,
  showsContractDateFilter,
  statusesForList,
  toFiltros,
} from './lists';
import { MENUS, menuLinks } from './menuTable';

describe('statusesForList', () => {
  it('maps the commercial-manager lists to their statuses', () => {
    const gc = (route: string) => statusesForList('gestao-comercial', route);
    expect(gc('propostas-entradas')).toEqual([S.NovaEntrada, S.Reentrada]);
    expect(gc('propostas-pendencias')).toEqual([S.PendenciasCorretor]);
    expect(gc('propostas-validacoes-concluidas')).toEqual([S.ValidacaoConcluida]);
    expect(gc('propostas-aguardando-assinaturas')).toEqual([S.AguardandoAssinaturas]);
    expect(gc('propostas-bloqueadas')).toEqual([S.Bloqueada]);
    expect(gc('propostas-solicitada-integracao')).toEqual([S.SolicitadaIntegracaoComERP]);
    expect(gc('propostas-concluidas')).toEqual([S.Concluida]);
    expect(gc('propostas-integradas')).toEqual([S.IntegradoERP]);
    expect(gc('propostas-integradas-pendencias')).toEqual([S.IntegradoPendencias]);
    expect(gc('propostas-canceladas')).toEqual([S.Cancelada]);
    expect(gc('todas-propostas')).toHaveLength(15);
  });

  it('maps the dealership, retention and portability lists', () => {
    const c = (route: string) => statusesForList('concessionaria', route);
    expect(c('propostas-aprovadas')).toEqual([S.AguardandoAssinaturas]);
    expect(c('propostas-pendentes')).toEqual([
      S.PendenciasCorretor,
      S.AguardandoDeclaracaoSaude,
      S.AguardandoAvaliacaoEnfermagem,
      S.AguardandoAprovacaoEnfermagem,
    ]);
    expect(LISTAS_SO_COM_PENDENCIA.concessionaria).toEqual(['propostas-pendentes']);
    expect(c('propostas-assinadas')).toEqual([S.Concluida]);
    expect(c('vendas-internas/propostaRetencao/integradas')).toEqual([
      S.IntegradoERP,
      S.IntegradoPendencias,
      S.SolicitadaIntegracaoComERP,
    ]);
    expect(c('vendas-internas/propostaPortabilidade/solicitadaIntegracao')).toEqual([
      S.SolicitadaIntegracaoComERP,
    ]);
    expect(c('vendas-internas/propostaPortabilidade/integradas')).not.toContain(
      S.SolicitadaIntegracaoComERP,
    );
  });

  it('maps the operator, call-centre manager and DAC lists', () => {
    expect(
      statusesForList('operador-callcenter', 'propostas-aguardando-avaliacao-enfermagem'),
    ).toEqual([S.AguardandoAvaliacaoEnfermagem]);
    expect(statusesForList('operador-callcenter', 'todas-propostas')).toEqual(ALL_SITUACAO_IDS);
    expect(statusesForList('gestao-callcenter', 'todas-propostas')).toEqual(ALL_SITUACAO_IDS);
    expect(statusesForList('dac', 'propostas-integradas')).toEqual([S.IntegradoERP]);
    expect(statusesForList('dac', 'propostas-integradas-pendencias')).toEqual([
      S.IntegradoPendencias,
    ]);
  });

  it('maps the nurse lists by route and by the API situation slug', () => {
    expect(statusesForList('enfermeiro-avaliador', 'lista-novas-aguardando-aprovacao')).toEqual([
      S.AguardandoAprovacaoEnfermagem,
    ]);
    expect(statusesForList('enfermeiro-avaliador', 'lista-canceladas')).toEqual([S.Cancelada]);
    expect(NURSE_SITUACAO_LISTS['aguardando-avaliacao'].statuses).toContain(
      S.AguardandoAvaliacaoEnfermagem,
    );
    expect(NURSE_SITUACAO_LISTS.aprovadas.statuses).not.toContain(S.Cancelada);
  });

  it('answers undefined for routes that are not status lists, prototype keys included', () => {
    expect(statusesForList('gestao-comercial', 'dashboard')).toBeUndefined();
    expect(statusesForList('gestao-comercial', 'constructor')).toBeUndefined();
    expect(statusesForList('administrador', 'lista-gestores')).toBeUndefined();
  });

  it('has a menu link for every list route', () => {
    for (const [area, lists] of Object.entries(LIST_STATUSES)) {
      const menuPaths = menuLinks(MENUS[area as keyof typeof MENUS]).map((l) => l.path);
      for (const route of Object.keys(lists))
        expect(menuPaths, `${area} ${route}`).toContain(route);
    }
  });
});

describe('showsContractDateFilter', () => {
  it('shows the contract dates when the list includes Concluida or SolicitadaIntegracaoComERP', () => {
    expect(showsContractDateFilter([S.Concluida])).toBe(true);
    expect(showsContractDateFilter([S.SolicitadaIntegracaoComERP])).toBe(true);
    expect(showsContractDateFilter(ALL_SITUACAO_IDS)).toBe(true);
    expect(showsContractDateFilter([S.NovaEntrada, S.Reentrada])).toBe(false);
    expect(showsContractDateFilter([])).toBe(false);
  });
});

describe('toFiltros', () => {
  it('turns each filled value into a column with operator =', () => {
    expect(
      toFiltros({
        unidade: 9,
        dataCriacaoMin: '01/01/2024',
        dataCriacaoMax: '',
        dataContratoMin: null,
      }),
    ).toEqual([
      { coluna: 'unidade', operador: '=', valor: '9' },
      { coluna: 'dataCriacaoMin', operador: '=', valor: '01/01/2024' },
    ]);
  });
});

describe('filter options', () => {
  it('offer three waiting-period and five assessment options', () => {
    expect(FILTRO_CARENCIA).toHaveLength(3);
    expect(FILTRO_SITUACAO_AVALIACAO.map((o) => o.key)).toEqual([
      'Todas',
      'AvaliacaoRealizada',
      'Agendada',
      'NaoRealizada',
      'NaoAgendada',
    ]);
  });
});

describe('novaPropostaDaLista', () => {
  it('opens the entry form of the kind the dealership list shows', () => {
    expect(novaPropostaDaLista('concessionaria', 'propostas-novas')).toBe(
      'vendas-internas/proposta/preencher-dados',
    );
    expect(novaPropostaDaLista('concessionaria', 'vendas-internas/propostaRetencao/todas')).toBe(
      'propostaRetencao/preencher-dados',
    );
    expect(
      novaPropostaDaLista('concessionaria', 'vendas-internas/propostaPortabilidade/aguardando'),
    ).toBe('vendas-internas/propostaPortabilidade/preencher-dados');
    expect(novaPropostaDaLista('gestao-comercial', 'todas-propostas')).toBeUndefined();
  });

  it('points only at routes the dealership menu also links', () => {
    const paths = menuLinks(MENUS.concessionaria).map((l) => l.path);
    for (const route of Object.keys(LIST_STATUSES.concessionaria)) {
      expect(paths).toContain(novaPropostaDaLista('concessionaria', route));
    }
  });
});
