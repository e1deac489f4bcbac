import { describe, expect, it } from 'vitest';
import {
  algoDeclarado,
  haRespostasRestritas,
  leDadosDeSaude,
  perguntaAplicavel,
  podeLerResposta,
  respostasLegiveis,
} from './dadosSaude';
import { ETAPA_DECLARACAO } from './nursing';
import { ROLES } from './roles';

const E = ETAPA_DECLARACAO;

describe('health data in the declaration (LGPD art. 11)', () => {
  it('is read by the nurses and the health manager only', () => {
    const leem = ROLES.filter((role) => leDadosDeSaude([role]));
    expect(leem.sort()).toEqual(['Enfermeiro', 'EnfermeiroExterno', 'GestorSaude']);
    expect(leDadosDeSaude(['Concessionaria', 'GestorSaude'])).toBe(true);
    expect(leDadosDeSaude([])).toBe(false);
  });

  it('is decided per answer, an unclassified one counting as health data', () => {
    expect(podeLerResposta(['Concessionaria'], { dadoSaude: false })).toBe(true);
    expect(podeLerResposta(['Concessionaria'], { dadoSaude: true })).toBe(false);
    expect(podeLerResposta(['Concessionaria'], { dadoSaude: null })).toBe(false);
    expect(podeLerResposta(['Concessionaria'], {})).toBe(false);
    expect(podeLerResposta(['Enfermeiro'], { dadoSaude: true })).toBe(true);
    const respostas = [
      { id: 1, dadoSaude: false },
      { id: 2, dadoSaude: true },
    ];
    expect(respostasLegiveis(['DAC'], respostas).map((r) => r.id)).toEqual([1]);
    expect(respostasLegiveis(['GestorSaude'], respostas).map((r) => r.id)).toEqual([1, 2]);
    expect(haRespostasRestritas(['DAC'], respostas)).toBe(true);
    expect(haRespostasRestritas(['GestorSaude'], respostas)).toBe(false);
  });
});

describe('the CPT acceptance', () => {
  const orientacao = { etapaId: E.OrientacaoMedica, dadoSaude: false };
  const remedio = { etapaId: E.InformacoesAdicionais, dadoSaude: true };
  const cpt = { etapaId: E.AceiteCPT, dadoSaude: true };

  it('follows a Sim to a health question, not to the guidance nor to the CPT itself', () => {
    expect(algoDeclarado([{ ...orientacao, seAplica: true }])).toBe(false);
    expect(algoDeclarado([{ ...cpt, seAplica: true }])).toBe(false);
    expect(algoDeclarado([{ ...remedio, seAplica: false }])).toBe(false);
    expect(algoDeclarado([{ ...remedio, seAplica: null }])).toBe(false);
    expect(algoDeclarado([{ ...remedio, seAplica: true }])).toBe(true);
    // An unclassified question's Sim counts: the CPT is rather asked once too often.
    expect(algoDeclarado([{ etapaId: E.DeclaracaoSaude, seAplica: true }])).toBe(true);
  });

  it('is asked only when something was declared and the declaration carries it', () => {
    const declarou = [{ ...remedio, seAplica: true }];
    const nada = [
      { ...orientacao, seAplica: true },
      { ...remedio, seAplica: false },
    ];
    expect(perguntaAplicavel(cpt, declarou, true)).toBe(true);
    expect(perguntaAplicavel(cpt, nada, true)).toBe(false);
    expect(perguntaAplicavel(cpt, declarou, false)).toBe(false);
    expect(perguntaAplicavel(remedio, nada, false)).toBe(true);
  });
});
