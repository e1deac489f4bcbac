import { AREAS, getArea, isAreaId, profileRoute, type AreaId } from './areas';
import { createLabel, defineResource } from '../registries/definition';
import { areaMenuTable, productMenuTable } from '../crud/menu';
import { RESOURCES } from '../registries/registry';
import {
  mainRouteFor as tableMainRouteFor,
  menuFor as tableMenuFor,
  menuTitleOf,
  resolveMenu,
  type MenuItem,
} from './menus';
import { MENUS, menuLinks } from './menuTable';
import { canAccess } from './permissions';
import { ROLES, type Role, type UserFlags } from './roles';

// The product's menus: the table plus the declared resources' links (src/crud/menu.ts).
const menuFor = (area: AreaId, user: UserFlags) => tableMenuFor(area, user, productMenuTable(area));
const mainRouteFor = (area: AreaId, user: UserFlags) =>
  tableMainRouteFor(area, user, productMenuTable(area));

/** Flattens a menu to "key" (links and export items) for compact assertions. */
const keys = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? keys(item.children) : [item.key]));
const labels = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? [item.label, ...labels(item.children)] : [item.label]));

/**
 * The links the registry's definitions place in an area's menu group (undefined: at the top
 * level), 'create' before 'list', as a user holding `roles` sees them. The menus' expectations
 * for declared resources come from here, so adding a definition edits no list in this file.
 */
function declared(area: AreaId, group: string | undefined, roles: readonly Role[]) {
  return RESOURCES.flatMap((definition) => {
    const placement = definition.areas[area];
    if (!placement || placement.menu === false || placement.menu?.group !== group) return [];
    const may = (action: string) =>
      canAccess(roles as Role[], { resource: definition.permission, action });
    return [
      ...(placement.create && may('create')
        ? [
            {
              key: `${definition.name}-novo`,
              label: placement.menu?.createLabel ?? createLabel(definition),
            },
          ]
        : []),
      ...(placement.list && may('list')
        ? [{ key: definition.name, label: placement.menu?.listLabel ?? definition.label.plural }]
        : []),
    ];
  });
}
const declaredKeys = (area: AreaId, group: string | undefined, roles: readonly Role[]) =>
  declared(area, group, roles).map((link) => link.key);
const declaredLabels = (area: AreaId, group: string | undefined, roles: readonly Role[]) =>
  declared(area, group, roles).map((link) => link.label);

describe('areas', () => {
  it('label the module switcher as the spec writes it', () => {
    expect(AREAS.map((a) => a.label)).toEqual([
      'Administrador',
      'Gestor Call Center',
      'Operador Call Center',
      'Gestão Comercial',
      'Enfermagem',
      'Gestão de Saúde',
      'Concessionária',
      'DAC',
    ]);
  });

  it('give each area a profile route under itself', () => {
    expect(profileRoute('dac')).toBe('/dac/usuario/ver-perfil');
    expect(getArea('dac').mainRoute).toBe('propostas-integradas');
    expect(isAreaId('dac')).toBe(true);
    expect(isAreaId('marte')).toBe(false);
  });

  it('point every main route at a link of the full menu', () => {
    for (const area of AREAS) {
      const allRoles = { roles: area.roles };
      expect(mainRouteFor(area.id, allRoles), area.id).toBe(area.mainRoute);
    }
  });
});

describe('menuFor', () => {
  it('is empty for a user who may not enter the area', () => {
    expect(menuFor('administrador', { roles: ['GestorComercial'] })).toEqual([]);
  });

  it("gives the administrator the four groups of document 2, the nurses' agenda, integrations, the LGPD export and the price tables", () => {
    const admin = ['Admin'] as const;
    expect(labels(menuFor('administrador', { roles: ['Admin'] }))).toEqual([
      'Gestores',
      ...declaredLabels('administrador', 'gestores', admin),
      'Enfermeiros',
      ...declaredLabels('administrador', 'enfermeiros', admin),
      'Enfermeiros Ext.',
      ...declaredLabels('administrador', 'enfermeiros-externos', admin),
      'Agenda da enfermagem',
      'Horários dos enfermeiros',
      ...declaredLabels('administrador', 'agenda-enfermagem', admin),
      'Sincronização',
      'Integrações',
      'Dados do titular (LGPD)',
      ...declaredLabels('administrador', undefined, admin),
    ]);
  });

  it('gives the commercial manager the proposal sub-lists, export, managers, DAC, panel and reports', () => {
    // The product's menu: the table plus the declared resources' links (Corretores).
    const menu = menuFor('gestao-comercial', { roles: ['GestorComercial'] });

    const propostas = menu.find((item) => item.key === 'propostas')!;
    expect(propostas.children!.map((c) => c.label)).toEqual([
      'Busca direta',
      'Entradas',
      'Pendências',
      'Validações concluídas',
      'Aguardando assinaturas',
      'Concluídas',
      'Solicitada integração',
      'Integradas',
      'Integradas com pendências',
      'Todas',
      'Canceladas',
      'Bloqueadas',
      'Rascunhos',
    ]);
    const gc = ['GestorComercial'] as const;
    expect(keys(menu)).toEqual(
      expect.arrayContaining([
        'exportar-relatorio',
        'painel-supervisor',
        'relatorios',
        'pme-propostas',
        ...declaredKeys('gestao-comercial', 'gestores', gc),
        ...declaredKeys('gestao-comercial', 'dac', gc),
        ...declaredKeys('gestao-comercial', 'cadastros', gc),
      ]),
    );
    expect(keys(menu)).not.toContain('liberacao-idade');
    expect(keys(menu)).not.toContain('nova-concessionaria');
  });

  it('gives the supervisor dashboard, managers, DAC, the panel and the export only', () => {
    const supervisor = ['Supervisor'] as const;
    expect(keys(menuFor('gestao-comercial', { roles: ['Supervisor'] }))).toEqual([
      'dashboard',
      'exportar-relatorio',
      ...declaredKeys('gestao-comercial', 'gestores', supervisor),
      ...declaredKeys('gestao-comercial', 'dac', supervisor),
      'painel-supervisor',
    ]);
  });

  it('gives the single-purpose roles their own item', () => {
    expect(keys(menuFor('gestao-comercial', { roles: ['GestorComercialPme'] }))).toEqual([
      'pme-propostas',
      'pme-contratos',
    ]);
    expect(keys(menuFor('gestao-comercial', { roles: ['Liberacao49Menos'] }))).toEqual([
      'liberacao-idade',
    ]);
    const maintenance = menuFor('gestao-comercial', { roles: ['ManutencaoConcessionaria'] });
    expect(maintenance.map((i) => i.label)).toEqual(['Nova Concessionária']);
    expect(keys(menuFor('gestao-comercial', { roles: ['GestorContratos'] }))).toEqual([
      'exportar-relatorio',
      'relatorios',
    ]);
  });

  it('gives the action roles the proposal lists without the drafts', () => {
    const keysOf = keys(menuFor('gestao-comercial', { roles: ['CanceladorProposta'] }));
    expect(keysOf).toContain('propostas-canceladas');
    expect(keysOf).not.toContain('rascunhos');
    expect(keysOf).not.toContain('dashboard');
  });

  it('marks the export item as a dialog, not a link', () => {
    const item = menuFor('gestao-comercial', { roles: ['Supervisor'] }).find(
      (i) => i.kind === 'export-report',
    );
    expect(item).toEqual({
      key: 'exportar-relatorio',
      label: 'Exportar relatório',
      kind: 'export-report',
      path: undefined,
    });
  });

  it('gives the brokerage portal its items and hides Retenção and Portabilidade from internal sales', () => {
    const dealership = menuFor('concessionaria', { roles: ['Concessionaria'] });
    expect(labels(dealership)).toEqual([
      'Dashboard',
      'Nova proposta',
      'Pendências',
      'Novas',
      'Aguardando assinaturas',
      'Concluídas',
      'Integradas',
      'Corretores',
      ...declaredLabels('concessionaria', 'corretores', ['Concessionaria']),
      'Exportar relatório',
      'Retenção',
      'Criar',
      'Nova Entrada',
      'Aguardando Assinaturas',
      'Concluídas',
      'Integradas',
      'Canceladas',
      'Todas',
      'Portabilidade',
      'Criar',
      'Nova Entrada',
      'Validação Concluída',
      'Aguardando Assinaturas',
      'Concluídas',
      'Solicitada integração',
      'Integradas',
      'Canceladas',
      'Todas',
      'Relatórios',
    ]);
    const internal = menuFor('concessionaria', { roles: ['VendasInternas'] }).map((i) => i.label);
    expect(internal).not.toContain('Retenção');
    expect(internal).not.toContain('Portabilidade');
    expect(internal).toContain('Exportar relatório');
  });

  it('lets the dealership and internal sales start a common proposal from the menu', () => {
    for (const role of ['Concessionaria', 'VendasInternas']) {
      const item = menuFor('concessionaria', { roles: [role] }).find(
        (i) => i.key === 'nova-proposta',
      );
      expect(item, role).toMatchObject({
        label: 'Nova proposta',
        path: 'vendas-internas/proposta/preencher-dados',
      });
    }
  });

  it('shows internal sales only Beneficiários and Avaliação enfermagem in the call-centre area', () => {
    expect(
      menuFor('operador-callcenter', { roles: ['VendasInternas'] }).map((i) => i.label),
    ).toEqual(['Beneficiários', 'Avaliação enfermagem']);
    expect(
      menuFor('operador-callcenter', { roles: ['OperadorCallCenter'] }).map((i) => i.label),
    ).toEqual(['Beneficiários', 'Avaliação enfermagem', 'Integradas', 'Integradas Pendências']);
  });

  it('gives the call-centre manager its dashboard, the CallCenter and Operadores CallCenter menus', () => {
    expect(labels(menuFor('gestao-callcenter', { roles: ['GestorCallCenter'] }))).toEqual([
      'Dashboard',
      'CallCenter',
      'Beneficiários',
      'Operadores CallCenter',
      ...declaredLabels('gestao-callcenter', 'operadores', ['GestorCallCenter']),
    ]);
  });

  it('hides awaiting-approval and approved from external nurses and the export from health managers', () => {
    expect(labels(menuFor('enfermeiro-avaliador', { roles: ['Enfermeiro'] }))).toEqual([
      'Enfermeiro',
      'Entradas',
      'Aguardando aprovação',
      'Aprovadas',
      'Canceladas',
      'Exportar relatório',
      'Minha agenda',
    ]);
    expect(
      keys(menuFor('enfermeiro-avaliador', { roles: ['Enfermeiro'], enfermeiroExterno: true })),
    ).toEqual(['lista-novas', 'lista-canceladas', 'exportar-relatorio', 'minha-agenda']);
    expect(keys(menuFor('enfermeiro-avaliador', { roles: ['EnfermeiroExterno'] }))).toContain(
      'minha-agenda',
    );
    // The health manager enters this area too, but keeps the agenda in her own.
    expect(keys(menuFor('enfermeiro-avaliador', { roles: ['GestorSaude'] }))).not.toContain(
      'minha-agenda',
    );
    expect(keys(menuFor('enfermeiro-avaliador', { roles: ['EnfermeiroExterno'] }))).not.toContain(
      'lista-aprovacao',
    );
    expect(keys(menuFor('enfermeiro-avaliador', { roles: ['GestorSaude'] }))).not.toContain(
      'exportar-relatorio',
    );
  });

  it('gives DAC its integrated lists', () => {
    expect(labels(menuFor('dac', { roles: ['DAC'] }))).toEqual([
      'DAC',
      'Integradas',
      'Integradas Pendências',
    ]);
  });

  it('gives the health manager its nurses and their agenda, evaluations and satisfaction campaigns', () => {
    const health = ['GestorSaude'] as const;
    expect(keys(menuFor('gestao-saude', { roles: ['GestorSaude'] }))).toEqual([
      'listar-avaliacoes',
      ...declaredKeys('gestao-saude', 'enfermeiros', health),
      ...declaredKeys('gestao-saude', 'enfermeiros-externos', health),
      'horarios-enfermeiros',
      ...declaredKeys('gestao-saude', 'agenda-enfermagem', health),
      'editar-declaracao',
      'criar-pergunta',
      'questionario-pecfast',
      ...declaredKeys('gestao-saude', 'campanhas', health),
    ]);
  });

  it('never links two items of one area to the same path or key', () => {
    for (const [area, nodes] of Object.entries(MENUS)) {
      const links = menuLinks(nodes);
      expect(new Set(links.map((l) => l.path)).size, area).toBe(links.length);
      expect(new Set(links.map((l) => l.key)).size, area).toBe(links.length);
    }
  });
});

describe("a definition's menu group", () => {
  const lembrete = (menu: { group?: string; groupLabel?: string }) =>
    defineResource({
      name: 'lembretes',
      permission: 'corretor',
      label: { singular: 'Lembrete', plural: 'Lembretes', article: 'o' },
      table: 'lembretes',
      recordRepresentation: 'titulo',
      sort: { field: 'titulo', order: 'ASC' },
      fields: [{ source: 'titulo', label: 'Título', type: 'text' }],
      areas: { 'gestao-comercial': { list: 'lembretes', create: 'novo-lembrete', menu } },
    });

  it('places the links in the group of that key', () => {
    const table = areaMenuTable('gestao-comercial', [lembrete({ group: 'cadastros' })]);
    const cadastros = table.find((node) => node.key === 'cadastros');
    expect(cadastros?.kind === 'group' && cadastros.children.map((c) => c.key)).toEqual(
      expect.arrayContaining(['lembretes-novo', 'lembretes']),
    );
  });

  it('refuses a group the area does not have, naming the resource, area and group', () => {
    expect(() => areaMenuTable('gestao-comercial', [lembrete({ group: 'cadastro' })])).toThrow(
      "Recurso lembretes: a área gestao-comercial não tem o grupo de menu 'cadastro'",
    );
  });

  it('creates the group at the end when the definition labels it', () => {
    const table = areaMenuTable('gestao-comercial', [
      lembrete({ group: 'lembretes', groupLabel: 'Lembretes' }),
    ]);
    expect(table.at(-1)).toMatchObject({ kind: 'group', key: 'lembretes', label: 'Lembretes' });
    const menu = tableMenuFor('gestao-comercial', { roles: ['GestorComercial'] }, table);
    expect(labels(menu).slice(-3)).toEqual(['Lembretes', 'Novo Lembrete', 'Lembretes']);
  });

  it('every group the registry names exists in its area', () => {
    for (const area of AREAS) expect(() => areaMenuTable(area.id), area.id).not.toThrow();
  });
});

describe('the Integrações item', () => {
  const hasItem = (area: AreaId, role: string) =>
    keys(menuFor(area, { roles: [role] })).includes('integracoes');

  it('is shown in an area exactly to the roles that may list the outbox', () => {
    for (const area of ['administrador', 'gestao-comercial'] as const) {
      for (const role of getArea(area).roles) {
        const allowed = canAccess([role], { resource: 'integracao', action: 'list' });
        expect(hasItem(area, role), `${area} ${role}`).toBe(allowed);
      }
    }
  });

  it('belongs to the commercial manager and the administrator, and to no one else', () => {
    expect(hasItem('gestao-comercial', 'GestorComercial')).toBe(true);
    expect(hasItem('administrador', 'Admin')).toBe(true);
    expect(hasItem('gestao-comercial', 'Supervisor')).toBe(false);
    expect(hasItem('gestao-comercial', 'GestorContratos')).toBe(false);
    const others = ROLES.filter((role) => role !== 'GestorComercial' && role !== 'Admin');
    for (const area of AREAS) {
      for (const role of others) expect(hasItem(area.id, role), role).toBe(false);
    }
  });

  it('links to the integracoes route of both areas', () => {
    const item = menuFor('gestao-comercial', { roles: ['GestorComercial'] }).find(
      (i) => i.key === 'integracoes',
    );
    expect(item).toMatchObject({ label: 'Integrações', kind: 'link', path: 'integracoes' });
  });
});

describe('resolveMenu', () => {
  it('drops a group whose children are all hidden', () => {
    const table = [
      {
        key: 'g',
        label: 'Grupo',
        kind: 'group' as const,
        children: [
          {
            key: 'a',
            label: 'A',
            kind: 'link' as const,
            path: 'a',
            rule: { anyRole: ['DAC' as const] },
          },
        ],
      },
    ];
    expect(resolveMenu(table, { roles: ['Admin'] })).toEqual([]);
    expect(resolveMenu(table, { roles: ['DAC'] })).toHaveLength(1);
  });
});

describe('mainRouteFor', () => {
  it('falls back to the main route when the user sees no link', () => {
    expect(mainRouteFor('dac', { roles: [] })).toBe('propostas-integradas');
  });
});

describe('menuTitleOf: the title of a page the menu opens', () => {
  const menu = productMenuTable('concessionaria');
  it("is the entry's label where it is the only one so named", () => {
    expect(menuTitleOf(menu, 'propostas-pendentes')).toBe('Pendências');
    expect(menuTitleOf(productMenuTable('gestao-comercial'), 'todas-propostas')).toBe('Todas');
  });

  it('names the group where the label repeats: the Retenção and Portabilidade lists', () => {
    expect(menuTitleOf(menu, 'propostaRetencao/preencher-dados')).toBe('Retenção: Criar');
    expect(menuTitleOf(menu, 'vendas-internas/propostaPortabilidade/todas')).toBe(
      'Portabilidade: Todas',
    );
    expect(menuTitleOf(menu, 'vendas-internas/propostaRetencao/aprovadas')).toBe(
      'Retenção: Concluídas',
    );
    // The top-level entry of the same name keeps its bare label.
    expect(menuTitleOf(menu, 'propostas-assinadas')).toBe('Concluídas');
  });

  it('is undefined for an address no entry opens', () => {
    expect(menuTitleOf(menu, 'proposta/42')).toBeUndefined();
  });
});
