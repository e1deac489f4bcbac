import { getStates } from '@brazilian-utils/brazilian-utils';
import { indicadorAprovacao, INDICADOR_APROVACAO, TIPOS_APROVACAO } from './aprovacoes';
import {
  INDIVIDUAL_TIPOS,
  REPASSE_TAG,
  TIPO_PROPOSTA,
  TIPOS_PROPOSTA,
  tipoPropostaLabel,
} from './kinds';
import {
  ETAPA_DECLARACAO,
  ETAPAS_DECLARACAO,
  getVideoStatusInfo,
  STATUS_VIDEO,
  TIPO_ATENDIMENTO,
} from './nursing';
import { propostas } from '../../i18n/pt-BR/propostas';
import {
  isCreatedResolved,
  MOTIVOS_PENDENCIA,
  SETOR,
  SETORES,
  TIPO_OBSERVACAO,
  TIPOS_OBSERVACAO,
} from './observations';
import { ESTADOS_CIVIS, GRAUS_PARENTESCO, grauParentescoNome, PERFIL, SEXOS } from './people';
import { ESTADOS, getUnidade, isUf, UFS, UNIDADES } from './places';
import {
  CLASSIFICACOES_TRIBUTARIAS,
  erpComplementInitialValues,
  getPmeStatusInfo,
  SITUACOES_PME,
  VENCIMENTOS_MENSALIDADE,
} from './pme';

describe('proposal kinds', () => {
  it('number the kinds 0 to 4 with pt-BR labels', () => {
    expect(TIPO_PROPOSTA).toEqual({
      Comum: 0,
      Retencao: 1,
      Portabilidade: 2,
      PmeTitular: 3,
      PmeDependente: 4,
    });
    expect(TIPOS_PROPOSTA.map((t) => t.label)).toEqual([
      'Comum',
      'Retenção',
      'Portabilidade',
      'PME Titular',
      'PME Dependente',
    ]);
    for (const t of TIPOS_PROPOSTA) expect(TIPO_PROPOSTA[t.key]).toBe(t.id);
  });

  it('labels a kind by id and gives empty text for an unknown one', () => {
    expect(tipoPropostaLabel(2)).toBe('Portabilidade');
    expect(tipoPropostaLabel(7)).toBe('');
  });

  it('treat only Comum, Retencao and Portabilidade as individual proposals', () => {
    expect(INDIVIDUAL_TIPOS).toEqual([0, 1, 2]);
  });

  it('tag passed-on proposals with "Repasse"', () => {
    expect(REPASSE_TAG.label).toBe('Repasse');
  });
});

describe('units and states', () => {
  it('hold the nine units exactly as the spec writes them', () => {
    expect(UNIDADES.map((u) => `${u.codigoUnidade} ${u.uf} ${u.nomeUnidade}`)).toEqual([
      '1 ES Matriz-Vitória',
      '2 MG Minas Gerais BH',
      '3 DF Brasília',
      '4 PR Curitiba',
      '5 RS Porto Alegre',
      '8 RJ Rio de Janeiro',
      '9 SP São Paulo',
      '10 SP Campinas',
      '11 PE Recife',
    ]);
  });

  it('find a unit by code', () => {
    expect(getUnidade(10)?.nomeUnidade).toBe('Campinas');
    expect(getUnidade(6)).toBeUndefined();
  });

  it('hold the 27 federative units with the official names', () => {
    const official = getStates().map((s) => ({ sigla: s.code, nome: s.name }));
    expect([...ESTADOS].sort((a, b) => a.sigla.localeCompare(b.sigla))).toEqual(
      official.sort((a, b) => a.sigla.localeCompare(b.sigla)),
    );
    expect(UFS).toBe(ESTADOS);
  });

  it('recognise a state code', () => {
    expect(isUf('SP')).toBe(true);
    expect(isUf('XX')).toBe(false);
  });
});

describe('people', () => {
  it('list the 29 kinship types with the spec ids and names', () => {
    expect(GRAUS_PARENTESCO).toHaveLength(29);
    expect(new Set(GRAUS_PARENTESCO.map((g) => g.id)).size).toBe(29);
    const byName = Object.fromEntries(GRAUS_PARENTESCO.map((g) => [g.nome, g.id]));
    expect(byName).toMatchObject({
      Agregado: 10,
      'Companheiro ou Companheira': 2,
      Cônjuge: 3,
      'Filha com Exceção Contratual 1': 20,
      'Filha com Exceção Contratual 2': 27,
      'Filho com Exceção Contratual 1': 19,
      'Filho com Exceção Contratual 2': 26,
      Mãe: 9,
      'Sogro ou Sogra': 11,
      Tutelada: 30,
      Tutelado: 29,
    });
  });

  it('name a kinship type by id, empty for an unknown one', () => {
    expect(grauParentescoNome(15)).toBe('Irmão');
    expect(grauParentescoNome(16)).toBe('Irmã');
    expect(grauParentescoNome(1)).toBe('');
  });

  it('number marital statuses 1 to 5 and genders 1 to 3', () => {
    expect(ESTADOS_CIVIS.map((e) => `${e.id} ${e.label}`)).toEqual([
      '1 Solteiro',
      '2 Casado',
      '3 Viúvo',
      '4 Separado judicialmente',
      '5 Divorciado',
    ]);
    expect(SEXOS.map((s) => `${s.id} ${s.label}`)).toEqual([
      '1 Masculino',
      '2 Feminino',
      '3 Outro',
    ]);
  });

  it('fix the three profile ids', () => {
    expect(PERFIL).toEqual({
      Beneficiario: 1,
      BeneficiarioSemCarencia: 2,
      ResponsavelFinanceiro: 3,
    });
  });
});

describe('observations', () => {
  it('use 1 for observation and 2 for pendency, and departments 1 to 3', () => {
    expect(TIPO_OBSERVACAO).toEqual({ observacao: 1, pendencia: 2 });
    expect(SETOR).toEqual({ Enfermagem: 1, Comercial: 2, Callcenter: 3 });
  });

  it('create pendencies unresolved and observations resolved', () => {
    expect(isCreatedResolved(TIPO_OBSERVACAO.pendencia)).toBe(false);
    expect(isCreatedResolved(TIPO_OBSERVACAO.observacao)).toBe(true);
  });

  it('offer ten pendency reasons numbered 1 to 10', () => {
    expect(MOTIVOS_PENDENCIA.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(MOTIVOS_PENDENCIA[9].label).toBe('Três ou mais tentativas de contato sem sucesso');
  });

  it('take their kinds, sectors and reasons from the catalogue, keyed by key, to the letter', () => {
    const { tipos, setores, motivosPendencia } = propostas.observacoes;
    for (const t of TIPOS_OBSERVACAO) expect(t.label).toBe(tipos[t.key]);
    for (const s of SETORES) expect(s.label).toBe(setores[s.key]);
    for (const m of MOTIVOS_PENDENCIA) expect(m.label).toBe(motivosPendencia[m.key]);
    expect(Object.keys(motivosPendencia)).toEqual(MOTIVOS_PENDENCIA.map((m) => m.key));
  });
});

describe('nursing enumerations', () => {
  it('number the declaration steps 1 to 4', () => {
    expect(ETAPA_DECLARACAO).toEqual({
      OrientacaoMedica: 1,
      DeclaracaoSaude: 2,
      InformacoesAdicionais: 3,
      AceiteCPT: 4,
    });
    expect(ETAPAS_DECLARACAO).toHaveLength(4);
  });

  it('use the attendance codes of the spec', () => {
    expect(TIPO_ATENDIMENTO).toEqual({ ONLINE: 49476, PRESENCIAL: 41656 });
  });

  it('colour video statuses: available and completed primary, failed red, the others blue', () => {
    const colours = Object.fromEntries(STATUS_VIDEO.map((s) => [s.key, s.color]));
    expect(colours).toEqual({
      'composition-hook-failed': 'info',
      completed: 'primary',
      'composition-available': 'primary',
      'composition-progress': 'info',
      enqueued: 'info',
      'composition-started': 'info',
      'composition-failed': 'error',
    });
    expect(getVideoStatusInfo('composition-available').label).toBe('Disponível');
  });

  it('show an unknown video status by its key in the default colour', () => {
    expect(getVideoStatusInfo('novo')).toEqual({ key: 'novo', label: 'novo', color: 'default' });
  });
});

describe('approvals', () => {
  it('name the three approval kinds', () => {
    expect(TIPOS_APROVACAO.map((t) => t.key)).toEqual([
      'AceiteTermoIntencaoCompra',
      'AprovacaoAvaliacaoSaude',
      'AprovacaoDocumentacao',
    ]);
    expect(Object.keys(INDICADOR_APROVACAO)).toEqual(['approved', 'attention', 'empty']);
  });

  it('show approved when the approval is held', () => {
    const p = { situacaoPropostaAdesaoId: 1, aprovacoes: { AprovacaoDocumentacao: true } };
    expect(indicadorAprovacao(p, 'AprovacaoDocumentacao')).toBe('approved');
  });

  it('show attention while the proposal waits for that approval', () => {
    expect(indicadorAprovacao({ situacaoPropostaAdesaoId: 13 }, 'AceiteTermoIntencaoCompra')).toBe(
      'attention',
    );
    expect(indicadorAprovacao({ situacaoPropostaAdesaoId: 11 }, 'AprovacaoAvaliacaoSaude')).toBe(
      'attention',
    );
    expect(indicadorAprovacao({ situacaoPropostaAdesaoId: 2 }, 'AprovacaoDocumentacao')).toBe(
      'attention',
    );
  });

  it('show empty for a later step or a draft', () => {
    expect(indicadorAprovacao({ situacaoPropostaAdesaoId: 13 }, 'AprovacaoDocumentacao')).toBe(
      'empty',
    );
    expect(
      indicadorAprovacao(
        { situacaoPropostaAdesaoId: null, aprovacoes: null },
        'AceiteTermoIntencaoCompra',
      ),
    ).toBe('empty');
  });
});

describe('PME enumerations', () => {
  it('label contract statuses to the letter of document 2', () => {
    expect(SITUACOES_PME.map((s) => `${s.id} ${s.key} ${s.label}`)).toEqual([
      '0 Recebida Recebida',
      '1 AguardandoAssinatura Aguardando assinatura',
      '2 AssinaturaColetada Assinatura coletada',
      '3 IntegracaoPmeSolicitada Integração PME solicitada',
      '4 IntegracaoTitularesPendente Integração de titulares pendente',
      '5 IntegracaoTitularesSolicitada Integração de titulares solicitada',
      '8 IntegracaoConcluida Integração concluída',
      '99 Cancelada Cancelada',
    ]);
    expect(getPmeStatusInfo(8)?.label).toBe('Integração concluída');
    expect(getPmeStatusInfo(6)).toBeUndefined();
  });

  it('offer the tax classifications and the monthly due days', () => {
    expect(CLASSIFICACOES_TRIBUTARIAS).toEqual([
      { id: 1, key: 'Iss5', label: 'Iss 5%' },
      { id: 2, key: 'ClientesPj', label: 'Clientes PJ' },
    ]);
    expect(VENCIMENTOS_MENSALIDADE).toEqual([10, 20, 30]);
  });

  it('start the ERP complement form with the spec defaults and the first campaign billing type', () => {
    expect(erpComplementInitialValues({ codigoTipoCobranca: 7 })).toEqual({
      codigoGrupoCarencia: '',
      codMotivoNaoComissionar: 1,
      codigoTipoCobranca: 7,
      tipoVenda: 2,
      indComissionarProposta: true,
      indReteveAtoVenda: false,
    });
    expect(erpComplementInitialValues(null).codigoTipoCobranca).toBe(0);
  });
});
