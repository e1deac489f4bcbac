/** 'Exportação de dados do titular' (LGPD art. 18, administrator). */
export const titular = {
  explicacao:
    'Reúne tudo o que o sistema guarda sobre um titular (propostas, dependentes, históricos, documentos, declarações e acessos) em um arquivo ZIP com os dados em JSON e em PDF, para atender ao pedido do titular (LGPD, art. 18). Cada exportação fica registrada.',
  cpf: 'CPF do titular',
  exportar: 'Exportar dados',
  exportando: 'Exportando…',
  baixar: 'Baixar ZIP',
  pronta: 'Exportação pronta.',
} as const;
