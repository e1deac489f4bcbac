import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TIPO_PROPOSTA, TIPOS_PROPOSTA } from '../../../domain';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { TipoCell } from '../PropostaListCells';
import { row } from '../PropostaList.fixtures';
import { rotuloTipoProposta } from './rotuloTipoProposta';

afterEach(() => resetLocale());

const retencaoRepassada = row({
  tipo: TIPO_PROPOSTA.Retencao,
  tipoNome: 'Retenção',
  repasseDaConcessionariaLogada: true,
});

describe('proposal kinds, read from the catalogue', () => {
  it("says each kind in pt-BR with the domain's and the server's words", () => {
    for (const tipo of TIPOS_PROPOSTA) expect(rotuloTipoProposta(tipo.id, '?')).toBe(tipo.label);
    expect(rotuloTipoProposta(42, 'Outro')).toBe('Outro');
    render(<TipoCell row={retencaoRepassada} />);
    expect(screen.getByText('Retenção')).toBeVisible();
    expect(screen.getByText('Repasse')).toBeVisible();
  });

  it("says the list's kind and pass-on tag in English when English is chosen", async () => {
    await i18nProvider.changeLocale('en');
    render(<TipoCell row={retencaoRepassada} />);
    expect(screen.getByText('Retention')).toBeVisible();
    expect(screen.getByText('Passed on')).toBeVisible();
  });
});
