import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { remoteLog } from './remote-log';

describe('remoteLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the level, message and context with the api-key header', async () => {
    const api = mockApi([{ method: 'POST', path: '/api/logs', body: { data: null } }]);
    await remoteLog('WARNING', 'Slow payment', { ms: 900 });
    const [call] = api.callsTo('POST', '/api/logs');
    expect(call?.body).toEqual({ level: 'WARNING', message: 'Slow payment', context: { ms: 900 } });
    expect(call?.headers.get('api-key')).toBe('fathom-web');
  });

  it('prints "Logging to Remote Logging Failed" when the server refuses, and throws nothing', async () => {
    mockApi([{ method: 'POST', path: '/api/logs', status: 429, body: { message: 'Too many' } }]);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(remoteLog('ERROR', 'Boom')).resolves.toBeUndefined();
    expect(printed).toHaveBeenCalledWith('Logging to Remote Logging Failed');
  });
});
