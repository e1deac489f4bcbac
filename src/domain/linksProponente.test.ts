import { propostas } from '../../i18n/pt-BR/propostas';
import {
  CANAIS_ENVIO,
  canResendLink,
  LINK_PROPONENTE_POR_TIPO,
  LINKS_PROPONENTE,
  linksReenviaveis,
} from './linksProponente';
import { SITUACAO } from './statuses';

const S = SITUACAO;
const tipos = (situacaoId: number | null | undefined) =>
  linksReenviaveis(situacaoId).map((link) => link.tipo);

describe('applicant links', () => {
  it('are the four links of spec 1, each with its own template and pt-BR name', () => {
    expect(LINKS_PROPONENTE.map((link) => [link.tipo, link.modelo, link.label])).toEqual([
      ['termo', 'termo-intencao-compra', 'Termo de intenção de compra'],
      ['fila', 'fila-atendimento', 'Fila de atendimento'],
      ['assinatura', 'assinatura-contrato', 'Assinatura do contrato'],
      ['avaliacao', 'avaliacao-saude-app', 'Avaliação de saúde pelo aplicativo'],
    ]);
  });

  it('take their names from the catalogue, keyed by type', () => {
    for (const link of LINKS_PROPONENTE) {
      expect(link.label).toBe(propostas.links.rotulos[link.tipo]);
    }
    expect(Object.keys(propostas.links.rotulos)).toEqual(LINKS_PROPONENTE.map((l) => l.tipo));
  });

  it('are found by type', () => {
    expect(LINK_PROPONENTE_POR_TIPO.assinatura.label).toBe('Assinatura do contrato');
    expect(Object.keys(LINK_PROPONENTE_POR_TIPO)).toEqual([
      'termo',
      'fila',
      'assinatura',
      'avaliacao',
    ]);
  });

  it('offer only the links that still make sense in each status', () => {
    expect(tipos(S.AguardandoAprovacaoTermo)).toEqual(['termo']);
    expect(tipos(S.AguardandoDeclaracaoSaude)).toEqual(['fila', 'avaliacao']);
    expect(tipos(S.AguardandoAvaliacaoEnfermagem)).toEqual(['fila']);
    expect(tipos(S.AguardandoAssinaturas)).toEqual(['assinatura']);
  });

  it('offer nothing to a draft, an unknown status or a finished proposal', () => {
    expect(tipos(null)).toEqual([]);
    expect(tipos(undefined)).toEqual([]);
    expect(tipos(S.Concluida)).toEqual([]);
    expect(tipos(S.Cancelada)).toEqual([]);
  });

  it('answer per link whether it may be resent', () => {
    expect(canResendLink('termo', S.AguardandoAprovacaoTermo)).toBe(true);
    expect(canResendLink('termo', S.AguardandoDeclaracaoSaude)).toBe(false);
    expect(canResendLink('avaliacao', S.AguardandoDeclaracaoSaude)).toBe(true);
    expect(canResendLink('avaliacao', S.AguardandoAvaliacaoEnfermagem)).toBe(false);
    expect(canResendLink('assinatura', null)).toBe(false);
  });

  it('go through SMS, WhatsApp or e-mail', () => {
    expect(CANAIS_ENVIO.map((canal) => `${canal.key}:${canal.label}`)).toEqual([
      'sms:SMS',
      'whatsapp:WhatsApp',
      'email:E-mail',
    ]);
  });
});
