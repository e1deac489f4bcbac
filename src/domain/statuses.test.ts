/* eslint-disable no-restricted-imports -- a test-only check of the installed icon package; domain code itself stays free of Node */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { propostas } from '../../i18n/pt-BR/propostas';
import {
  ALL_SITUACAO_IDS,
  getStatusInfo,
  isSituacaoId,
  MENU_SITUACOES,
  nomeDaSituacao,
  nursingEvaluationColor,
  PENDING_CHIP,
  RASCUNHO_INFO,
  SITUACAO,
  situacaoDaProposta,
  SITUACOES,
  UNKNOWN_STATUS,
} from './statuses';

describe('proposal statuses', () => {
  it('use the ids fixed in docs/domain.md', () => {
    expect(SITUACAO).toEqual({
      NovaEntrada: 1,
      PendenciasCorretor: 2,
      Reentrada: 3,
      ValidacaoConcluida: 4,
      AguardandoAssinaturas: 5,
      Concluida: 6,
      IntegradoERP: 7,
      IntegradoPendencias: 8,
      Cancelada: 9,
      Bloqueada: 10,
      AguardandoAvaliacaoEnfermagem: 11,
      AguardandoAprovacaoEnfermagem: 12,
      AguardandoAprovacaoTermo: 13,
      SolicitadaIntegracaoComERP: 14,
      AguardandoDeclaracaoSaude: 15,
    });
  });

  it('give every key of SITUACAO one entry with the same id', () => {
    expect(SITUACOES).toHaveLength(15);
    for (const info of SITUACOES) expect(SITUACAO[info.key]).toBe(info.id);
    expect(ALL_SITUACAO_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('carry the pt-BR labels', () => {
    expect(SITUACOES.map((s) => s.label)).toEqual([
      'Nova entrada',
      'Pendências corretor',
      'Reentrada',
      'Validação concluída',
      'Aguardando assinaturas',
      'Concluída',
      'Integrado ERP',
      'Integrado com pendências',
      'Cancelada',
      'Bloqueada',
      'Aguardando avaliação enfermagem',
      'Aguardando aprovação enfermagem',
      'Aguardando aprovação do termo',
      'Solicitada integração com ERP',
      'Aguardando declaração de saúde',
    ]);
  });

  it('list 11 statuses in menus, leaving out the nursing, declaration and term ones', () => {
    expect(MENU_SITUACOES).toHaveLength(11);
    expect(SITUACOES.filter((s) => !s.inMenus).map((s) => s.id)).toEqual([11, 12, 13, 15]);
  });

  it('name only icons that exist in @mui/icons-material', () => {
    const icons = [
      ...SITUACOES.map((s) => s.icon),
      UNKNOWN_STATUS.icon,
      ...Object.values(RASCUNHO_INFO).map((s) => s.icon),
    ];
    for (const icon of icons) {
      expect(existsSync(resolve('node_modules/@mui/icons-material', `${icon}.js`)), icon).toBe(
        true,
      );
    }
  });

  it('finds the entry of a known id', () => {
    expect(getStatusInfo(9)).toMatchObject({ key: 'Cancelada', icon: 'Cancel', color: 'error' });
  });

  it('gives the default icon and label for an unknown, null or undefined id', () => {
    expect(getStatusInfo(99)).toMatchObject({
      id: 99,
      icon: 'HelpOutline',
      label: 'Situação desconhecida',
    });
    expect(getStatusInfo(null)).toMatchObject({ id: 0, icon: 'HelpOutline' });
    expect(getStatusInfo(undefined).icon).toBe('HelpOutline');
  });

  it('recognises status ids', () => {
    expect(isSituacaoId(15)).toBe(true);
    expect(isSituacaoId(0)).toBe(false);
    expect(isSituacaoId('1')).toBe(false);
  });

  it('show "Possui pendência" in orange for a pending proposal', () => {
    expect(PENDING_CHIP).toEqual({ label: 'Possui pendência', color: 'warning' });
  });

  it('colour the nursing evaluation blue when marked and orange otherwise', () => {
    expect(nursingEvaluationColor(true)).toBe('info');
    expect(nursingEvaluationColor(false)).toBe('warning');
    expect(nursingEvaluationColor(undefined)).toBe('warning');
  });
});

describe('situacaoDaProposta', () => {
  it('names a draft by what it waits for, never as an unknown status', () => {
    expect(situacaoDaProposta({ situacaoPropostaAdesaoId: null }).label).toBe(
      'Rascunho — aguardando envio',
    );
    expect(
      situacaoDaProposta({ situacaoPropostaAdesaoId: null, liberacaoIdadePendente: true }).label,
    ).toBe('Rascunho — aguardando liberação de idade');
    expect(
      situacaoDaProposta({
        situacaoPropostaAdesaoId: null,
        liberacaoIdadePendente: true,
        inativa: true,
      }).label,
    ).toBe('Rascunho descartado');
  });

  it('gives a sent proposal its status, and an id nobody knows the default', () => {
    expect(
      situacaoDaProposta({ situacaoPropostaAdesaoId: SITUACAO.Cancelada, inativa: true }),
    ).toBe(getStatusInfo(SITUACAO.Cancelada));
    expect(situacaoDaProposta({ situacaoPropostaAdesaoId: 99 }).label).toBe(
      'Situação desconhecida',
    );
  });
});

describe('nomeDaSituacao (what the server says a status is)', () => {
  it("says a sent proposal's status name, and 'Rascunho' for one never sent", () => {
    expect(nomeDaSituacao(SITUACAO.PendenciasCorretor)).toBe('Pendências corretor');
    expect(nomeDaSituacao(null)).toBe('Rascunho');
    expect(nomeDaSituacao(undefined)).toBe('Rascunho');
  });

  it("reads 'Rascunho' from the catalogue when it says it", () => {
    const texts = propostas as { rascunho: string };
    const before = texts.rascunho;
    texts.rascunho = '«rascunho do catálogo»';
    try {
      expect(nomeDaSituacao(null)).toBe('«rascunho do catálogo»');
    } finally {
      texts.rascunho = before;
    }
  });

  it('takes every status name and draft kind from the catalogue, to the letter', () => {
    for (const info of [...SITUACOES, UNKNOWN_STATUS, ...Object.values(RASCUNHO_INFO)]) {
      expect(info.label).toBe(propostas.situacoes[info.key as keyof typeof propostas.situacoes]);
    }
  });
});
