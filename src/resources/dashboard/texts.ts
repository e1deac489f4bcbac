/** The dashboards', drafts', direct search's and age release's pt-BR texts. */
export const DASHBOARD_TEXTS = {
  janela: (inicio: string, fim: string) => `Propostas criadas de ${inicio} a ${fim}`,
  movimento: (mes: string) => `Movimento de ${mes}`,
  entradas: 'Entradas',
  conclusoes: 'Conclusões',
  falhaCarregar: 'Não foi possível carregar o painel.',
  rascunhos: 'Rascunhos',
  novaProposta: 'Nova proposta',
  abrirLista: (rotulo: string, total: number) => `${rotulo}: ${total} propostas. Abrir a lista`,
} as const;

export const ATRASADAS_TEXTS = {
  titulo: 'Atrasadas (prazo da situação vencido)',
  nenhuma: 'Nenhuma proposta atrasada.',
  semUnidade: 'Sem unidade',
  abrir: (rotulo: string, total: number) =>
    `${rotulo}: ${total} propostas atrasadas. Abrir a lista`,
} as const;

export const PAINEL_TEXTS = {
  porSituacao: 'Propostas por situação',
  porUnidade: 'Propostas por unidade',
  pendencias: 'Pendências abertas por idade',
  aprovacoes: 'Aprovações de documentação por aprovador e semana',
  semDados: 'Sem dados para mostrar.',
  semUnidade: 'Sem unidade',
  propostas: 'Propostas',
  exibir: 'Exibir o painel como',
  graficos: 'Gráficos',
  tabelas: 'Tabelas',
  situacao: 'Situação',
  unidade: 'Unidade',
  idade: 'Tempo na situação',
  aprovador: 'Aprovador',
  semanaDe: (diaMes: string) => `Semana de ${diaMes}`,
  total: 'Total',
} as const;

export const CORRETORES_TEXTS = {
  corretor: 'Corretor',
  concessionaria: 'Concessionária',
  total: 'Total',
  porSituacao: 'Propostas por situação',
  vazio: 'Nenhum corretor.',
  inativo: 'Inativo',
  falhaCarregar: 'Não foi possível carregar os corretores.',
} as const;
