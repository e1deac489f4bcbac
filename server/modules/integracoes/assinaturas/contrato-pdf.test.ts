import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { pdfText } from '../../../../tests/helpers/pdf-text';
import type { ContratoFamiliar } from '../contrato-familiar';
import { gerarContratoPdf } from './contrato-pdf';

function contrato(): ContratoFamiliar {
  const base = {
    id: 1,
    numeroContrato: 100321,
    nome: 'Conceição Araújo',
    cpf: '52998224725',
    dataNascimento: '1955-03-14',
    diaVencimento: 10,
    propostaTitularId: null,
    grauParentescoId: null,
  };
  return {
    titular: base as ContratoFamiliar['titular'],
    dependentes: [
      { ...base, id: 2, nome: 'João Araújo', propostaTitularId: 1, grauParentescoId: 3 },
    ] as ContratoFamiliar['dependentes'],
    telefones: new Map(),
    corretor: { id: 1, nome: 'Corretora Sênior' },
    concessionaria: null,
    unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
  };
}

describe('contract PDF', () => {
  it('comes out byte for byte the same for the same contract and date (retries resend it)', async () => {
    const emitidoEm = new Date('2026-05-04T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(emitidoEm);
    const first = await gerarContratoPdf(contrato(), emitidoEm);
    vi.setSystemTime(new Date('2026-05-05T09:30:00Z'));
    const second = await gerarContratoPdf(contrato(), emitidoEm);
    vi.useRealTimers();
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('is a readable PDF titled with the contract number', async () => {
    const bytes = await gerarContratoPdf(contrato(), new Date('2026-05-04T12:00:00Z'));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Contrato de adesão nº 100321');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('writes its lines from servidor.integracoes.contratoPdf and servidor.comum', async () => {
    const T = servidor.integracoes.contratoPdf;
    const COMUM = servidor.comum.contratoPdf;
    const bytes = await gerarContratoPdf(contrato(), new Date('2026-05-04T12:00:00Z'));
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    for (const line of [
      format(T.cabecalho, { numero: 100321 }),
      T.contratante,
      format(T.pessoa, { nome: 'Conceição Araújo', cpf: '529.982.247-25', data: '14/03/1955' }),
      format(COMUM.unidade, { unidade: 'Matriz-Vitória', uf: 'ES' }),
      format(COMUM.vencimento, { dia: 10 }),
      format(T.corretor, { corretor: 'Corretora Sênior' }),
      T.dependentes,
      COMUM.clausulas,
      ...Object.values(T.clausulas),
      format(T.emitido, { data: '04/05/2026' }),
    ]) {
      expect(text).toContain(line);
    }
  });
});
