import { waitFor } from '@testing-library/react';
import { http, useAppStore } from '@zomato/shared';
import { addToCart, fetchCart, setLineQuantity } from '@zomato/shared/cart';
import { cake, coffee, cartTestApi } from '../../../test-utils/render';

cartTestApi();

/**
 * Runs `body` with the calls the cart API sends recorded as they go ('get /cart'); `hold`, if
 * given, may keep a call back before it is sent.
 */
async function withCalls(
  body: (calls: string[]) => Promise<void>,
  hold?: (method?: string) => Promise<void>,
) {
  const calls: string[] = [];
  const spy = (await http()).interceptors.request.use(async (request) => {
    calls.push(`${request.method} ${request.url}`);
    await hold?.(request.method);
    return request;
  });
  try {
    await body(calls);
  } finally {
    (await http()).interceptors.request.eject(spy);
  }
}

describe("shared's cart API against the real data service", () => {
  it('a GET made right after a POST that was not awaited sees the new line', async () => {
    void addToCart(cake);
    const lines = await fetchCart();
    expect(lines.map((line) => line.name)).toEqual([cake.name]);
  });

  it('keeps the store summary in step with every change', async () => {
    await addToCart(cake);
    expect(useAppStore.getState().cart).toEqual({ total: 330, lines: 1, items: 1 });
    const [line] = await addToCart(coffee).then(() => fetchCart());
    expect(useAppStore.getState().cart).toEqual({ total: 450, lines: 2, items: 2 });
    await setLineQuantity(line!, 3);
    expect(useAppStore.getState().cart).toEqual({ total: 330 * 3 + 120, lines: 2, items: 4 });
  });

  it('sends rapid changes in the order they were made, each from the one before', async () => {
    const line = await addToCart(cake);
    const changes = [2, 3, 4, 3, 5].map((quantity, index, all) =>
      setLineQuantity({ ...line, quantity: all[index - 1] ?? 1 }, quantity),
    );
    const answers = await Promise.all(changes);
    expect(answers.map((lines) => lines[0]?.quantity)).toEqual([2, 3, 4, 3, 5]);
    expect((await fetchCart())[0]?.quantity).toBe(5);
  });

  it('a change the data service saved stands when the read after it fails (the service went down)', async () => {
    const line = await addToCart(cake);
    // Every read of the cart fails from now on; writes still go through.
    const spy = (await http()).interceptors.request.use((request) =>
      request.method === 'get' && request.url === '/cart'
        ? Promise.reject(new Error('read failed'))
        : request,
    );
    try {
      const lines = await setLineQuantity(line, 2);
      expect(lines.map((saved) => [saved.name, saved.quantity])).toEqual([[cake.name, 2]]);
      expect(useAppStore.getState().cart).toEqual({ total: 660, lines: 1, items: 2 });
    } finally {
      (await http()).interceptors.request.eject(spy);
    }
    expect((await fetchCart())[0]?.quantity).toBe(2);
  });

  it('answers reads asked together with one request, but never one from before a change', async () => {
    await withCalls(async (gets) => {
      const [first, second] = await Promise.all([fetchCart(), fetchCart()]);
      expect(first).toBe(second);
      expect(gets).toEqual(['get /cart']);
      const before = fetchCart();
      void addToCart(cake);
      const after = fetchCart();
      expect(after).not.toBe(before);
      expect((await after).map((line) => line.name)).toEqual([cake.name]);
    });
  });

  it('ADD TO CART behind a read sends its post at once; the read never has the last word', async () => {
    let released = false;
    let release = () => undefined as void;
    const readHeld = new Promise<void>((resolve) => (release = resolve));
    await withCalls(
      async (sent) => {
        const read = fetchCart();
        const added = addToCart(cake);
        // The read is held, and the post has gone all the same.
        await waitFor(() => expect([...sent].sort()).toEqual(['get /cart', 'post /cart']));
        released = true;
        release();
        await Promise.all([read, added]);
        expect(useAppStore.getState().cart).toEqual({ total: 330, lines: 1, items: 1 });
        // Behind a change, a post waits its turn.
        const line = await addToCart(coffee);
        sent.length = 0;
        const raised = setLineQuantity(line, 2);
        const again = addToCart(cake);
        await Promise.all([raised, again]);
        expect(sent.filter((call) => !call.startsWith('get'))).toEqual([
          expect.stringMatching(/^(put|patch) \/cart\/\d+$/),
          'post /cart',
        ]);
      },
      async (method) => {
        if (method === 'get' && !released) await readHeld;
      },
    );
  });

  it("the read right after ADD TO CART (the cart view it opens) takes the add's own, once", async () => {
    await withCalls(async (calls) => {
      await addToCart(cake);
      expect((await fetchCart()).map((line) => line.name)).toEqual([cake.name]);
      expect(calls).toEqual(['post /cart', 'get /cart']);
      // Taken once: the next read asks the service.
      await fetchCart();
      expect(calls).toEqual(['post /cart', 'get /cart', 'get /cart']);
      // A call queued after the add (a change) makes the add's read old.
      const line = await addToCart(coffee);
      void setLineQuantity(line, 2);
      expect((await fetchCart()).find((saved) => saved.name === coffee.name)?.quantity).toBe(2);
    });
  });
});
