import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { countActive, EMPTY_PANEL, fromFilter, toFilter } from '../filters/filterPanelValues';
import { SlaChip } from './SlaChip';

afterEach(() => resetLocale());

describe('SlaChip', () => {
  it('says the business days against the target, and whether the proposal is late', () => {
    render(<SlaChip sla={{ diasUteis: 3, alvo: 2, estado: 'atrasada' }} />);
    const chip = screen.getByLabelText('Atrasada: 3 dias úteis de 2');
    expect(chip).toHaveTextContent('3 de 2 d.u.');
    expect(chip.className).toMatch(/colorError/);
  });

  it('is amber near the target and plain while in time', () => {
    const { rerender } = render(<SlaChip sla={{ diasUteis: 1, alvo: 1, estado: 'perto' }} />);
    expect(screen.getByLabelText('Perto do prazo: 1 dia útil de 1').className).toMatch(
      /colorWarning/,
    );
    rerender(<SlaChip sla={{ diasUteis: 0, alvo: 7, estado: 'no-prazo' }} />);
    expect(screen.getByLabelText('No prazo: 0 dias úteis de 7').className).toMatch(/outlined/);
  });

  it('says the clock and its state in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const { rerender } = render(<SlaChip sla={{ diasUteis: 38, alvo: 2, estado: 'atrasada' }} />);
    const chip = screen.getByLabelText('Late: 38 business days of 2');
    expect(chip).toHaveTextContent('38 of 2 bus. days');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Late: 38 business days of 2 of the time allowed in this status',
    );
    rerender(<SlaChip sla={{ diasUteis: 1, alvo: 1, estado: 'perto' }} />);
    expect(screen.getByLabelText('Near the deadline: 1 business day of 1')).toHaveTextContent(
      '1 of 1 bus. days',
    );
  });

  it('shows nothing for a status without a clock', () => {
    const { container } = render(<SlaChip sla={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the filter panel's 'only the late ones'", () => {
  const labels = { dataCriacao: 'c', dataAlteracao: 'a', dataContrato: 'k' };
  it('becomes the sla filter and back, and counts as an active filter', () => {
    const result = toFilter({ ...EMPTY_PANEL, atrasadas: true }, { showContract: true, labels });
    expect(result).toEqual({ filter: { sla: 'atrasada' } });
    expect(fromFilter({ sla: 'atrasada' }).atrasadas).toBe(true);
    expect(countActive({ sla: 'atrasada' })).toBe(1);
    expect(toFilter(EMPTY_PANEL, { showContract: true, labels })).toEqual({ filter: {} });
  });
});
