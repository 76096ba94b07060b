import type * as shared from '../index';

/*
 * The data service's client: axios loads with the first call, and a load that failed (the chunk
 * not reachable) is tried again by the next call, not kept as a failure for the page's life.
 */
describe('http()', () => {
  it('loads axios with the first call, and again after a failed load', async () => {
    let loads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        loads += 1;
        if (loads === 1) throw new Error('ChunkLoadError: axios');
        return jest.requireActual('axios');
      });
      const page = (await import('../index')) as typeof shared;
      page.setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
      expect(loads).toBe(0);
      await expect(page.http()).rejects.toThrow('ChunkLoadError');
      const client = await page.http();
      expect(client.defaults.baseURL).toBe('http://api.test');
      expect(await page.http()).toBe(client);
    });
    expect(loads).toBe(2);
  });

  it('tells a failed call from another error without axios', async () => {
    const { isHttpError } = await import('../api/http');
    expect(isHttpError({ isAxiosError: true, response: { status: 409 } })).toBe(true);
    expect(isHttpError(new Error('other'))).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});
