import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConnectionError,
  ERROR_TEXTS,
  extractMessages,
  extractMessagesAsync,
  handleError,
} from './errorHandler';
import { dismissAll, getVisibleNotices } from './notifications';

const shown = () => getVisibleNotices().map(({ message, type }) => ({ message, type }));

afterEach(() => dismissAll());

describe('extractMessages', () => {
  it('reads Messages, messages, data.messages and message, in that order', () => {
    expect(extractMessages({ Messages: ['A'], messages: ['B'], message: 'C' })).toEqual(['A']);
    expect(extractMessages({ messages: ['B', 'B2'], message: 'C' })).toEqual(['B', 'B2']);
    expect(extractMessages({ data: { messages: ['D'] }, message: 'C' })).toEqual(['D']);
    expect(extractMessages({ message: 'C' })).toEqual(['C']);
  });

  it('takes a plain string as the message', () => {
    expect(extractMessages('Proposta não encontrada')).toEqual(['Proposta não encontrada']);
  });

  it('prefers every message of an HttpError envelope over its first one', () => {
    const error = new HttpError('Primeira', 400, {
      success: false,
      data: null,
      messages: ['Primeira', 'Segunda'],
    });
    expect(extractMessages(error)).toEqual(['Primeira', 'Segunda']);
  });

  it('finds nothing in an empty error', () => {
    expect(extractMessages(null)).toEqual([]);
    expect(extractMessages({})).toEqual([]);
    expect(extractMessages({ messages: [] })).toEqual([]);
  });

  it('decodes a binary error body (a failed PDF or CSV download)', async () => {
    const blob = new Blob([
      JSON.stringify({ success: false, data: null, messages: ['Sem dados'] }),
    ]);
    expect(await extractMessagesAsync(blob)).toEqual(['Sem dados']);
    expect(await extractMessagesAsync(new HttpError('x', 400, blob))).toEqual(['Sem dados']);
    const buffer = new TextEncoder().encode(JSON.stringify({ message: 'Arquivo inválido' })).buffer;
    expect(await extractMessagesAsync(buffer)).toEqual(['Arquivo inválido']);
  });
});

describe('handleError', () => {
  it('shows each message as its own error notice', async () => {
    await handleError({ messages: ['CPF Inválido', 'CEP inválido'] });
    expect(shown()).toEqual([
      { message: 'CPF Inválido', type: 'error' },
      { message: 'CEP inválido', type: 'error' },
    ]);
  });

  it('shows the generic info notice for an empty error', async () => {
    await handleError(undefined);
    expect(shown()).toEqual([{ message: ERROR_TEXTS.unexpected, type: 'info' }]);
  });

  it('shows a connection failure as the warning "Falha na conexão"', async () => {
    await handleError(new ConnectionError());
    expect(shown()).toEqual([{ message: 'Falha na conexão', type: 'warning' }]);
  });

  it('shows nothing for 401 and 403, which the authenticated client already announced', async () => {
    await handleError(new HttpError('Acesso não autorizado!', 403, null));
    await handleError(new HttpError('Acesso não autorizado!', 401, null));
    expect(shown()).toEqual([]);
  });
});
