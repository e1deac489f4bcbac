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

afterEach(() => {
  dismissAll();
  vi.restoreAllMocks();
});

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

  it("keeps notices across a reload, in the history entry beside the router's keys", () => {
    window.history.replaceState({ idx: 3, key: 'abc' }, '');
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    reloadWithNotices([{ message: 'Acesso não autorizado!', type: 'error' }]);
    expect(reload).toHaveBeenCalledOnce();
    expect(getVisibleNotices()).toHaveLength(0);

    restoreFlash();
    expect(getVisibleNotices().map(({ message, type }) => ({ message, type }))).toEqual([
      { message: 'Acesso não autorizado!', type: 'error' },
    ]);
    // Shown once; the router's state is left as it was.
    expect(window.history.state).toEqual({ idx: 3, key: 'abc' });
    dismissAll();
    restoreFlash();
    expect(getVisibleNotices()).toHaveLength(0);
  });

  it('reads no storage when there is nothing to show', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    window.history.replaceState(null, '');
    restoreFlash();
    expect(getItem).not.toHaveBeenCalled();
    expect(getVisibleNotices()).toHaveLength(0);
  });
});
