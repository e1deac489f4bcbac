import type { AreaId } from './areas';
import { ROLE, type Role } from './roles';

/**
 * Sidebar menus of each area as data. A node is a link (path relative to the area), a group
 * (children) or the 'export-report' item, which opens the export dialog instead of navigating.
 * Visibility is declarative (`rule`), so the whole matrix can be read and tested as a table.
 * Labels are pt-BR, to the letter where the spec gives them.
 */
export interface MenuRule {
  /** Shown only to users holding one of these roles. */
  anyRole?: readonly Role[];
  /** Hidden from users holding one of these roles. */
  noneRole?: readonly Role[];
  /** Hidden from external nurses (flag or role). */
  notExternalNurse?: true;
  /** Shown only outside production (the environment GET api/configuracao reports). */
  foraDeProducao?: true;
  /**
   * Shown only when the shared permission table allows this (canAccess): a link to a screen
   * is visible exactly to those the server lets use it.
   */
  permission?: { resource: string; action: string };
}

interface MenuNodeBase {
  key: string;
  label: string;
  rule?: MenuRule;
}

/** A link (path relative to the area), a group of nodes, or the export dialog's item. */
export type MenuNode =
  | (MenuNodeBase & { kind: 'link'; path: string })
  | (MenuNodeBase & { kind: 'group'; children: readonly MenuNode[] })
  | (MenuNodeBase & { kind: 'export-report' });

const link = (key: string, label: string, path: string, rule?: MenuRule): MenuNode => ({
  key,
  label,
  kind: 'link',
  path,
  rule,
});
const group = (key: string, label: string, children: MenuNode[], rule?: MenuRule): MenuNode => ({
  key,
  label,
  kind: 'group',
  children,
  rule,
});
const exportReport = (rule?: MenuRule): MenuNode => ({
  key: 'exportar-relatorio',
  label: 'Exportar relatório',
  kind: 'export-report',
  rule,
});

const GC: readonly Role[] = [ROLE.GestorComercial];
const PROPOSAL_WORKERS: readonly Role[] = [
  ROLE.GestorComercial,
  ROLE.AprovadorProposta,
  ROLE.CanceladorProposta,
  ROLE.BloqueadorProposta,
];
const GC_OR_SUPERVISOR: readonly Role[] = [ROLE.GestorComercial, ROLE.Supervisor];
/** The outbox screen: shown to whom canAccess(integracao, list) allows. */
const INTEGRACOES = link('integracoes', 'Integrações', 'integracoes', {
  permission: { resource: 'integracao', action: 'list' },
});
/**
 * The nurses' agenda (issue 39): their hours and exceptions, then the holidays and the cities of
 * in-person evaluations, whose links come from the declared resources (src/registries/feriado.ts,
 * src/registries/cidadeAtendimento.ts).
 */
const AGENDA_ENFERMAGEM = group('agenda-enfermagem', 'Agenda da enfermagem', [
  link('horarios-enfermeiros', 'Horários dos enfermeiros', 'horarios-enfermeiros', {
    permission: { resource: 'agenda-enfermagem', action: 'list' },
  }),
]);

/** Portal Retenção / Portabilidade lists live under these prefixes of the concessionaria area. */
export const RETENCAO_PREFIX = 'vendas-internas/propostaRetencao';
export const PORTABILIDADE_PREFIX = 'vendas-internas/propostaPortabilidade';
/** The create screens take the default parameter 'preencher-dados' instead of an id. */
export const NOVA_PROPOSTA_PARAM = 'preencher-dados';
/**
 * The entry form of each kind in the dealership area: the menu's 'Nova proposta' and 'Criar'
 * links, the dashboard's and the lists' 'Nova proposta' buttons all open these.
 */
export const NOVA_PROPOSTA_PATHS = {
  comum: `vendas-internas/proposta/${NOVA_PROPOSTA_PARAM}`,
  retencao: `propostaRetencao/${NOVA_PROPOSTA_PARAM}`,
  portabilidade: `${PORTABILIDADE_PREFIX}/${NOVA_PROPOSTA_PARAM}`,
} as const;
/** Who may open the entry form: the server's create permission (POST api/adesao/criar). */
export const CRIAR_PROPOSTA = { resource: 'proposta', action: 'create' } as const;

export const MENUS: Record<AreaId, readonly MenuNode[]> = {
  administrador: [
    // The links of these groups come from the declared resources (src/registries/usuarios.ts).
    group('gestores', 'Gestores', []),
    group('enfermeiros', 'Enfermeiros', []),
    group('enfermeiros-externos', 'Enfermeiros Ext.', []),
    AGENDA_ENFERMAGEM,
    link('sincronizacao', 'Sincronização', 'sincronizacao'),
    INTEGRACOES,
    // Not in the spec's drawer: the LGPD data-subject export (issue 'Quality gates').
    link('exportacao-titular', 'Dados do titular (LGPD)', 'exportacao-titular', {
      permission: { resource: 'titular', action: 'exportar' },
    }),
    // Not in the spec: the built-in outbox a tester reads the links in, outside production only.
    link('mensagens-enviadas', 'Mensagens enviadas', 'mensagens-enviadas', {
      permission: { resource: 'mensagem-enviada', action: 'list' },
      foraDeProducao: true,
    }),
  ],

  'gestao-comercial': [
    link('dashboard', 'Dashboard', 'dashboard', {
      permission: { resource: 'dashboard', action: 'show' },
    }),
    group(
      'propostas',
      'Propostas',
      [
        link('busca', 'Busca direta', 'busca'),
        link('propostas-entradas', 'Entradas', 'propostas-entradas'),
        link('propostas-pendencias', 'Pendências', 'propostas-pendencias'),
        link(
          'propostas-validacoes-concluidas',
          'Validações concluídas',
          'propostas-validacoes-concluidas',
        ),
        link(
          'propostas-aguardando-assinaturas',
          'Aguardando assinaturas',
          'propostas-aguardando-assinaturas',
        ),
        link('propostas-concluidas', 'Concluídas', 'propostas-concluidas'),
        link(
          'propostas-solicitada-integracao',
          'Solicitada integração',
          'propostas-solicitada-integracao',
        ),
        link('propostas-integradas', 'Integradas', 'propostas-integradas'),
        link(
          'propostas-integradas-pendencias',
          'Integradas com pendências',
          'propostas-integradas-pendencias',
        ),
        link('todas-propostas', 'Todas', 'todas-propostas'),
        link('propostas-canceladas', 'Canceladas', 'propostas-canceladas'),
        link('propostas-bloqueadas', 'Bloqueadas', 'propostas-bloqueadas'),
        link('rascunhos', 'Rascunhos', 'rascunhos', {
          permission: { resource: 'rascunho', action: 'list' },
        }),
      ],
      { anyRole: PROPOSAL_WORKERS },
    ),
    group(
      'pme',
      'PME',
      [
        link('pme-propostas', 'Propostas PME', 'pme/todas-propostas'),
        link('pme-contratos', 'Contratos PME', 'pme/contrato-pme'),
      ],
      { anyRole: [ROLE.GestorComercial, ROLE.GestorComercialPme] },
    ),
    // The export item follows the report types: these are the area's roles that have one.
    exportReport({ anyRole: [ROLE.GestorComercial, ROLE.GestorContratos, ROLE.Supervisor] }),
    // Gestores and DAC: their links come from the declared resources (src/registries/usuarios.ts).
    group('gestores', 'Gestores', [], { anyRole: GC_OR_SUPERVISOR }),
    group('dac', 'DAC', [], { anyRole: GC_OR_SUPERVISOR }),
    link('painel-supervisor', 'Painel do supervisor', 'painel-supervisor', {
      permission: { resource: 'painel-supervisor', action: 'show' },
    }),
    link('relatorios', 'Relatórios', 'relatorios', {
      permission: { resource: 'relatorio', action: 'list' },
    }),
    INTEGRACOES,
    link('liberacao-idade', 'Liberação de idade', 'liberacao-idade', {
      permission: { resource: 'proposta', action: 'liberar-idade' },
    }),
    link('nova-concessionaria', 'Nova Concessionária', 'concessionaria/nova-concessionaria', {
      permission: { resource: 'concessionaria', action: 'create' },
    }),
    // Routes of section 2.2 that the spec's sidebar list leaves out; grouped so they are reachable.
    group(
      'cadastros',
      'Cadastros',
      [
        link('concessionarias', 'Concessionárias', 'concessionaria/lista-concessionarias', {
          permission: { resource: 'concessionaria', action: 'list' },
        }),
        // Corretores: placed here by its resource definition (src/registries/corretor.ts).
        link('planos-saude', 'Planos de saúde', 'plano-saude'),
        link('aditivos-contrato', 'Aditivos de contrato', 'aditivo-contrato'),
        link('pdf-tabela-venda', 'PDF tabela de venda', 'pdf-tabela-venda'),
        link('parametros', 'Parâmetros', 'parametros'),
      ],
      { anyRole: GC },
    ),
  ],

  concessionaria: [
    link('dashboard', 'Dashboard', 'dashboard'),
    // Not in the spec's menu: without it a common proposal could not be started (issue 39).
    link('nova-proposta', 'Nova proposta', NOVA_PROPOSTA_PATHS.comum, {
      permission: CRIAR_PROPOSTA,
    }),
    link('propostas-pendentes', 'Pendências', 'propostas-pendentes'),
    link('propostas-novas', 'Novas', 'propostas-novas'),
    link('propostas-aprovadas', 'Aguardando assinaturas', 'propostas-aprovadas'),
    link('propostas-assinadas', 'Concluídas', 'propostas-assinadas'),
    link('propostas-integradas', 'Integradas', 'propostas-integradas'),
    // Novo Corretor and Corretores: placed here by the resource definition (src/registries/corretor.ts).
    group('corretores', 'Corretores', []),
    exportReport(),
    group(
      'retencao',
      'Retenção',
      [
        link('retencao-criar', 'Criar', NOVA_PROPOSTA_PATHS.retencao),
        link('retencao-nova-entrada', 'Nova Entrada', `${RETENCAO_PREFIX}/nova-entrada`),
        link('retencao-aguardando', 'Aguardando Assinaturas', `${RETENCAO_PREFIX}/aguardando`),
        link('retencao-aprovadas', 'Concluídas', `${RETENCAO_PREFIX}/aprovadas`),
        link('retencao-integradas', 'Integradas', `${RETENCAO_PREFIX}/integradas`),
        link('retencao-canceladas', 'Canceladas', `${RETENCAO_PREFIX}/canceladas`),
        link('retencao-todas', 'Todas', `${RETENCAO_PREFIX}/todas`),
      ],
      { noneRole: [ROLE.VendasInternas] },
    ),
    group(
      'portabilidade',
      'Portabilidade',
      [
        link('portabilidade-criar', 'Criar', NOVA_PROPOSTA_PATHS.portabilidade),
        link('portabilidade-nova-entrada', 'Nova Entrada', `${PORTABILIDADE_PREFIX}/nova-entrada`),
        link(
          'portabilidade-validacao-concluida',
          'Validação Concluída',
          `${PORTABILIDADE_PREFIX}/validacao-concluida`,
        ),
        link(
          'portabilidade-aguardando',
          'Aguardando Assinaturas',
          `${PORTABILIDADE_PREFIX}/aguardando`,
        ),
        link('portabilidade-aprovadas', 'Concluídas', `${PORTABILIDADE_PREFIX}/aprovadas`),
        link(
          'portabilidade-solicitada-integracao',
          'Solicitada integração',
          `${PORTABILIDADE_PREFIX}/solicitadaIntegracao`,
        ),
        link('portabilidade-integradas', 'Integradas', `${PORTABILIDADE_PREFIX}/integradas`),
        link('portabilidade-canceladas', 'Canceladas', `${PORTABILIDADE_PREFIX}/canceladas`),
        link('portabilidade-todas', 'Todas', `${PORTABILIDADE_PREFIX}/todas`),
      ],
      { noneRole: [ROLE.VendasInternas] },
    ),
    link('relatorios', 'Relatórios', 'relatorios'),
  ],

  'operador-callcenter': [
    link('todas-propostas', 'Beneficiários', 'todas-propostas'),
    link(
      'propostas-aguardando-avaliacao-enfermagem',
      'Avaliação enfermagem',
      'propostas-aguardando-avaliacao-enfermagem',
    ),
    link('propostas-integradas', 'Integradas', 'propostas-integradas', {
      anyRole: [ROLE.OperadorCallCenter],
    }),
    link(
      'propostas-integradas-pendencias',
      'Integradas Pendências',
      'propostas-integradas-pendencias',
      {
        anyRole: [ROLE.OperadorCallCenter],
      },
    ),
  ],

  'gestao-callcenter': [
    // Not in 2.9's menu (docs/decisions/0094-call-centre-dashboard.md): the area still opens on the
    // operator form.
    link('dashboard', 'Dashboard', 'dashboard', {
      permission: { resource: 'dashboard', action: 'show' },
    }),
    group('callcenter', 'CallCenter', [
      link('todas-propostas', 'Beneficiários', 'todas-propostas'),
    ]),
    // Novo Operador and Listar Operadores come from the declared resource.
    group('operadores', 'Operadores CallCenter', []),
  ],

  'enfermeiro-avaliador': [
    group('enfermeiro', 'Enfermeiro', [
      link('lista-novas', 'Entradas', 'lista-novas'),
      link(
        'lista-novas-aguardando-aprovacao',
        'Aguardando aprovação',
        'lista-novas-aguardando-aprovacao',
        {
          notExternalNurse: true,
        },
      ),
      link('lista-aprovacao', 'Aprovadas', 'lista-aprovacao', { notExternalNurse: true }),
      link('lista-canceladas', 'Canceladas', 'lista-canceladas'),
      exportReport({ noneRole: [ROLE.GestorSaude] }),
      // Issue 39: the nurse's own hours and bookings, read-only (not the health manager's).
      link('minha-agenda', 'Minha agenda', 'minha-agenda', {
        permission: { resource: 'agenda-enfermagem', action: 'propria' },
      }),
    ]),
  ],

  // The spec lists the health manager's routes but not its menu: one group per managed thing.
  'gestao-saude': [
    link('listar-avaliacoes', 'Avaliações', 'listar-avaliacoes'),
    // Nurses and external nurses: links from the declared resources (src/registries/usuarios.ts).
    group('enfermeiros', 'Enfermeiros', []),
    group('enfermeiros-externos', 'Enfermeiros Ext.', []),
    AGENDA_ENFERMAGEM,
    // The active declaration (the demo's id 1; the spec lists no declaration list).
    link('editar-declaracao', 'Declaração de saúde', 'editar-declaracao/1'),
    link('criar-pergunta', 'Nova pergunta', 'criar-pergunta'),
    // The nurse's own questionnaire during the video call (issue 13).
    link('questionario-pecfast', 'Questionário PecFast', 'questionario-pecfast'),
    // Satisfaction campaigns: links from the declared resource (src/registries/campanha.ts).
    group('campanhas', 'Pesquisas de satisfação', []),
  ],

  dac: [
    group('dac', 'DAC', [
      link('propostas-integradas', 'Integradas', 'propostas-integradas'),
      link(
        'propostas-integradas-pendencias',
        'Integradas Pendências',
        'propostas-integradas-pendencias',
      ),
    ]),
  ],
};

/** Every link of a menu table, visible or not (route registration, consistency checks). */
export function menuLinks(nodes: readonly MenuNode[]): { key: string; path: string }[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'group') return menuLinks(node.children);
    return node.kind === 'link' ? [{ key: node.key, path: node.path }] : [];
  });
}
