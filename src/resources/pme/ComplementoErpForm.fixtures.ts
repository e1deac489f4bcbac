/** The ERP's lists and the complement's initial values, as the complement's GET answers them. */
export const CAMPANHAS = [
  {
    codigoCampanha: 101,
    nomeCampanha: 'Adesão Sênior 2026',
    codigoTipoCobranca: 1,
    nomeTipoCobranca: 'Boleto bancário',
  },
  {
    codigoCampanha: 102,
    nomeCampanha: 'Sênior Débito em Conta',
    codigoTipoCobranca: 2,
    nomeTipoCobranca: 'Débito em conta',
  },
];

export const fontesComplemento = (campanhas = CAMPANHAS) => ({
  campanhas,
  carencias: [
    { codigoGrupoCarencia: 'GC01', nomeGrupoCarencia: 'Carência padrão', codigoGrupoCampanha: 101 },
    {
      codigoGrupoCarencia: 'GC03',
      nomeGrupoCarencia: 'Carência reduzida',
      codigoGrupoCampanha: 102,
    },
  ],
  motivosNaoComissionar: [
    { codigoMotivoNaoComissionar: 1, nomeMotivoNaoComissionar: 'Não informado' },
    { codigoMotivoNaoComissionar: 2, nomeMotivoNaoComissionar: 'Venda direta da operadora' },
  ],
  tiposVenda: [
    { codigoTipoVenda: 1, nomeTipoVenda: 'Venda direta', indComissionado: false },
    { codigoTipoVenda: 2, nomeTipoVenda: 'Venda por corretor', indComissionado: true },
  ],
  valores: {
    codigoCampanha: campanhas[0]?.codigoCampanha ?? null,
    codigoGrupoCarencia: '',
    codMotivoNaoComissionar: 1,
    codigoTipoCobranca: campanhas[0]?.codigoTipoCobranca ?? 0,
    tipoVenda: 2,
    indComissionarProposta: true,
    indReteveAtoVenda: false,
  },
});
