import { http, setRuntimeConfig } from '@zomato/shared';
import { forgetSearchList, loadSearchList } from '../api/search-list';

describe('loadSearchList', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
    forgetSearchList();
  });
  afterEach(() => jest.restoreAllMocks());

  it("asks '/global' once and shares the answer for the page's life", async () => {
    const list = [{ id: 1, name: 'Big City Pizza', imgUrl: 'images/global/1.svg' }];
    const get = jest.spyOn(await http(), 'get').mockResolvedValue({ data: list });
    const [first, second] = await Promise.all([loadSearchList(), loadSearchList()]);
    expect(await loadSearchList()).toBe(first);
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/global', expect.anything());
  });

  it('forgets a failed load, so the next call (Retry) asks again', async () => {
    const get = jest
      .spyOn(await http(), 'get')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ data: [] });
    await expect(loadSearchList()).rejects.toThrow('down');
    await expect(loadSearchList()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
