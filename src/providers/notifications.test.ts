import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismiss,
  dismissAll,
  getVisibleNotices,
  notify,
  pageReloader,
  reloadWithNotices,
  restoreFlash,
} from './notifications';

afterEach(() => dismissAll());

const messages = () => getVisibleNotices().map((n) => n.message);

describe('the notification queue', () => {
  it('shows at most 5 notices and brings the next one in when one closes', () => {
    for (let i = 1; i <= 7; i += 1) notify(`Aviso ${i}`, 'info');
    expect(messages()).toEqual(['Aviso 1', 'Aviso 2', 'Aviso 3', 'Aviso 4', 'Aviso 5']);
    dismiss(getVisibleNotices()[0].id);
    expect(messages()).toEqual(['Aviso 2', 'Aviso 3', 'Aviso 4', 'Aviso 5', 'Aviso 6']);
  });

  it('does not stack the same message twice while it is on screen', () => {
    notify('Acesso não autorizado!', 'error');
    notify('Acesso não autorizado!', 'error');
    notify('Acesso não autorizado!', 'warning');
    expect(getVisibleNotices().map((n) => n.type)).toEqual(['error', 'warning']);
  });

  it('keeps notices across a reload', () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    reloadWithNotices([{ message: 'Acesso não autorizado!', type: 'error' }]);
    expect(reload).toHaveBeenCalledOnce();
    expect(getVisibleNotices()).toHaveLength(0);

    restoreFlash();
    expect(getVisibleNotices().map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Acesso não autorizado!', type: 'error' },
    ]);
    restoreFlash();
    expect(getVisibleNotices()).toHaveLength(1);
  });
});
