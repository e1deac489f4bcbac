import { menus } from '../../i18n/pt-BR/menus';
import type { AreaId } from './areas';
import { ROLE, type Role } from './roles';

/**
 * Sidebar menus of each area as data. A node is a link (path relative to the area), a group
 * (children) or the 'export-report' item, which opens the export dialog instead of navigating.
 * Visibility is declarative (`rule`), so the whole matrix can be read and tested as a table.
 * Labels are the catalogue's `menus` (pt-BR, to the letter where the spec gives them).
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
  /** The pt-BR label (the catalogue's `menus.<labelKey>`; a declared resource's registry label). */
  label: string;
  /** The entry's key in the catalogue's `menus`, read in the chosen language (src/crud/menu.ts). */
  labelKey?: RotuloMenu;
  rule?: MenuRule;
}

/** A link (path relative to the area), a group of nodes, or the export dialog's item. */
export type MenuNode =
  | (MenuNodeBase & { kind: 'link'; path: string })
  | (MenuNodeBase & { kind: 'group'; children: readonly MenuNode[] })
  | (MenuNodeBase & { kind: 'export-report' });

/** An entry's key in the catalogue's `menus` (i18n/pt-BR/menus.ts). */
export type RotuloMenu = keyof typeof menus;

/** Most entries are labelled by their own key; two the spec names differently pass another. */
const linkRotulado = (
  key: string,
  labelKey: RotuloMenu,
  path: string,
  rule?: MenuRule,
): MenuNode => ({ key, label: menus[labelKey], labelKey, kind: 'link', path, rule });
const link = (key: RotuloMenu, path: string, rule?: MenuRule): MenuNode =>
  linkRotulado(key, key, path, rule);
const group = (key: RotuloMenu, children: MenuNode[], rule?: MenuRule): MenuNode => ({
  key,
  label: menus[key],
  labelKey: key,
  kind: 'group',
  children,
  rule,
});
const exportReport = (rule?: MenuRule): MenuNode => ({
  key: 'exportar-relatorio',
  label: menus['exportar-relatorio'],
  labelKey: 'exportar-relatorio',
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
const INTEGRACOES = link('integracoes', 'integracoes', {
  permission: { resource: 'integracao', action: 'list' },
});
/**
 * The nurses' agenda (issue 39): their hours and exceptions, then the holidays and the cities of
 * in-person evaluations, whose links come from the declared resources (src/registries/feriado.ts,
 * src/registries/cidadeAtendimento.ts).
 */
const AGENDA_ENFERMAGEM = group('agenda-enfermagem', [
  link('horarios-enfermeiros', 'horarios-enfermeiros', {
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
    group('gestores', []),
    group('enfermeiros', []),
    group('enfermeiros-externos', []),
    AGENDA_ENFERMAGEM,
    link('sincronizacao', 'sincronizacao'),
    INTEGRACOES,
    // Not in the spec's drawer: the LGPD data-subject export (issue 'Quality gates').
    link('exportacao-titular', 'exportacao-titular', {
      permission: { resource: 'titular', action: 'exportar' },
    }),
    // Not in the spec: the built-in outbox a tester reads the links in, outside production only.
    link('mensagens-enviadas', 'mensagens-enviadas', {
      permission: { resource: 'mensagem-enviada', action: 'list' },
      foraDeProducao: true,
    }),
  ],

  'gestao-comercial': [
    link('dashboard', 'dashboard', {
      permission: { resource: 'dashboard', action: 'show' },
    }),
    group(
      'propostas',
      [
        link('busca', 'busca'),
        link('propostas-entradas', 'propostas-entradas'),
        link('propostas-pendencias', 'propostas-pendencias'),
        link('propostas-validacoes-concluidas', 'propostas-validacoes-concluidas'),
        link('propostas-aguardando-assinaturas', 'propostas-aguardando-assinaturas'),
        link('propostas-concluidas', 'propostas-concluidas'),
        link('propostas-solicitada-integracao', 'propostas-solicitada-integracao'),
        link('propostas-integradas', 'propostas-integradas'),
        link('propostas-integradas-pendencias', 'propostas-integradas-pendencias'),
        link('todas-propostas', 'todas-propostas'),
        link('propostas-canceladas', 'propostas-canceladas'),
        link('propostas-bloqueadas', 'propostas-bloqueadas'),
        link('rascunhos', 'rascunhos', {
          permission: { resource: 'rascunho', action: 'list' },
        }),
      ],
      { anyRole: PROPOSAL_WORKERS },
    ),
    group(
      'pme',
      [link('pme-propostas', 'pme/todas-propostas'), link('pme-contratos', 'pme/contrato-pme')],
      { anyRole: [ROLE.GestorComercial, ROLE.GestorComercialPme] },
    ),
    // The export item follows the report types: these are the area's roles that have one.
    exportReport({ anyRole: [ROLE.GestorComercial, ROLE.GestorContratos, ROLE.Supervisor] }),
    // Gestores and DAC: their links come from the declared resources (src/registries/usuarios.ts).
    group('gestores', [], { anyRole: GC_OR_SUPERVISOR }),
    group('dac', [], { anyRole: GC_OR_SUPERVISOR }),
    link('painel-supervisor', 'painel-supervisor', {
      permission: { resource: 'painel-supervisor', action: 'show' },
    }),
    link('relatorios', 'relatorios', {
      permission: { resource: 'relatorio', action: 'list' },
    }),
    INTEGRACOES,
    link('liberacao-idade', 'liberacao-idade', {
      permission: { resource: 'proposta', action: 'liberar-idade' },
    }),
    link('nova-concessionaria', 'concessionaria/nova-concessionaria', {
      permission: { resource: 'concessionaria', action: 'create' },
    }),
    // Routes of section 2.2 that the spec's sidebar list leaves out; grouped so they are reachable.
    group(
      'cadastros',
      [
        link('concessionarias', 'concessionaria/lista-concessionarias', {
          permission: { resource: 'concessionaria', action: 'list' },
        }),
        // Corretores: placed here by its resource definition (src/registries/corretor.ts).
        link('planos-saude', 'plano-saude'),
        link('aditivos-contrato', 'aditivo-contrato'),
        link('pdf-tabela-venda', 'pdf-tabela-venda'),
        link('parametros', 'parametros'),
      ],
      { anyRole: GC },
    ),
  ],

  concessionaria: [
    link('dashboard', 'dashboard'),
    // Not in the spec's menu: without it a common proposal could not be started (issue 39).
    link('nova-proposta', NOVA_PROPOSTA_PATHS.comum, {
      permission: CRIAR_PROPOSTA,
    }),
    link('propostas-pendentes', 'propostas-pendentes'),
    link('propostas-novas', 'propostas-novas'),
    link('propostas-aprovadas', 'propostas-aprovadas'),
    link('propostas-assinadas', 'propostas-assinadas'),
    link('propostas-integradas', 'propostas-integradas'),
    // Novo Corretor and Corretores: placed here by the resource definition (src/registries/corretor.ts).
    group('corretores', []),
    exportReport(),
    group(
      'retencao',
      [
        link('retencao-criar', NOVA_PROPOSTA_PATHS.retencao),
        link('retencao-nova-entrada', `${RETENCAO_PREFIX}/nova-entrada`),
        link('retencao-aguardando', `${RETENCAO_PREFIX}/aguardando`),
        link('retencao-aprovadas', `${RETENCAO_PREFIX}/aprovadas`),
        link('retencao-integradas', `${RETENCAO_PREFIX}/integradas`),
        link('retencao-canceladas', `${RETENCAO_PREFIX}/canceladas`),
        link('retencao-todas', `${RETENCAO_PREFIX}/todas`),
      ],
      { noneRole: [ROLE.VendasInternas] },
    ),
    group(
      'portabilidade',
      [
        link('portabilidade-criar', NOVA_PROPOSTA_PATHS.portabilidade),
        link('portabilidade-nova-entrada', `${PORTABILIDADE_PREFIX}/nova-entrada`),
        link('portabilidade-validacao-concluida', `${PORTABILIDADE_PREFIX}/validacao-concluida`),
        link('portabilidade-aguardando', `${PORTABILIDADE_PREFIX}/aguardando`),
        link('portabilidade-aprovadas', `${PORTABILIDADE_PREFIX}/aprovadas`),
        link('portabilidade-solicitada-integracao', `${PORTABILIDADE_PREFIX}/solicitadaIntegracao`),
        link('portabilidade-integradas', `${PORTABILIDADE_PREFIX}/integradas`),
        link('portabilidade-canceladas', `${PORTABILIDADE_PREFIX}/canceladas`),
        link('portabilidade-todas', `${PORTABILIDADE_PREFIX}/todas`),
      ],
      { noneRole: [ROLE.VendasInternas] },
    ),
    link('relatorios', 'relatorios'),
  ],

  'operador-callcenter': [
    linkRotulado('todas-propostas', 'beneficiarios', 'todas-propostas'),
    link('propostas-aguardando-avaliacao-enfermagem', 'propostas-aguardando-avaliacao-enfermagem'),
    link('propostas-integradas', 'propostas-integradas', {
      anyRole: [ROLE.OperadorCallCenter],
    }),
    linkRotulado(
      'propostas-integradas-pendencias',
      'integradas-pendencias',
      'propostas-integradas-pendencias',
      {
        anyRole: [ROLE.OperadorCallCenter],
      },
    ),
  ],

  'gestao-callcenter': [
    // Not in 2.9's menu (docs/decisions/0094-call-centre-dashboard.md): the area still opens on the
    // operator form.
    link('dashboard', 'dashboard', {
      permission: { resource: 'dashboard', action: 'show' },
    }),
    group('callcenter', [linkRotulado('todas-propostas', 'beneficiarios', 'todas-propostas')]),
    // Novo Operador and Listar Operadores come from the declared resource.
    group('operadores', []),
  ],

  'enfermeiro-avaliador': [
    group('enfermeiro', [
      link('lista-novas', 'lista-novas'),
      link('lista-novas-aguardando-aprovacao', 'lista-novas-aguardando-aprovacao', {
        notExternalNurse: true,
      }),
      link('lista-aprovacao', 'lista-aprovacao', { notExternalNurse: true }),
      link('lista-canceladas', 'lista-canceladas'),
      exportReport({ noneRole: [ROLE.GestorSaude] }),
      // Issue 39: the nurse's own hours and bookings, read-only (not the health manager's).
      link('minha-agenda', 'minha-agenda', {
        permission: { resource: 'agenda-enfermagem', action: 'propria' },
      }),
    ]),
  ],

  // The spec lists the health manager's routes but not its menu: one group per managed thing.
  'gestao-saude': [
    link('listar-avaliacoes', 'listar-avaliacoes'),
    // Nurses and external nurses: links from the declared resources (src/registries/usuarios.ts).
    group('enfermeiros', []),
    group('enfermeiros-externos', []),
    AGENDA_ENFERMAGEM,
    // The active declaration (the demo's id 1; the spec lists no declaration list).
    link('editar-declaracao', 'editar-declaracao/1'),
    link('criar-pergunta', 'criar-pergunta'),
    // The nurse's own questionnaire during the video call (issue 13).
    link('questionario-pecfast', 'questionario-pecfast'),
    // Satisfaction campaigns: links from the declared resource (src/registries/campanha.ts).
    group('campanhas', []),
  ],

  dac: [
    group('dac', [
      link('propostas-integradas', 'propostas-integradas'),
      linkRotulado(
        'propostas-integradas-pendencias',
        'integradas-pendencias',
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
