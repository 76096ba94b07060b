import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import {
  getVisitorId,
  http,
  setRuntimeConfig,
  useAppStore,
  type CartLine,
  type Payment,
} from '@zomato/shared';
import { addToCart, fetchCart, isCartLineGone, removeLine, setLineQuantity } from '@zomato/shared/cart';
import { cake, coffee, renderCheckout, savedLines, cartTestApi } from '../../../test-utils/render';

/*
 * Two tabs of one visitor. The other tab is played by plain HTTP calls with
 * the same visitor id, as a second page would make them; this page learns of them only
 * through the server (its versions) or, where a test says so, a message on the channel.
 */
jest.setTimeout(20000);

// jsdom has no BroadcastChannel; Node's delivers between channels of one thread, as tabs
// (unref'd: the page's channel stays open, as in a browser, without holding Jest up).
class TabChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}
Object.assign(globalThis, { BroadcastChannel: TabChannel });
const channelName = 'zomato-ncr-cart';

const api = cartTestApi();

type Versioned = CartLine & { version: number };

/** The other tab's +1 or -1, from the line as it saw it (the product's call shapes, version in If-Match). */
async function otherTab(line: Versioned, quantity: number) {
  const headers = { 'If-Match': `"${line.version}"` };
  const { id: _id, version: _version, ...fields } = line;
  const { data } =
    quantity < line.quantity
      ? await (await http()).patch<Versioned>(`/cart/${line.id}`, { quantity }, { headers })
      : await (await http()).put<Versioned>(`/cart/${line.id}`, { ...fields, quantity }, { headers });
  return data;
}

const rowOf = (name: string) => {
  const row = screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe("shared's cart API: a change made from an old version is applied again, never lost", () => {
  it('two tabs pressing + at quantity 1 end at 3', async () => {
    await addToCart(cake);
    const [seen] = (await fetchCart()) as Versioned[];
    await otherTab(seen!, 2); // the other tab's + lands first
    // This tab's + still starts from what it showed: quantity 1, version 1.
    const lines = await setLineQuantity(seen!, 2);
    expect(lines[0]?.quantity).toBe(3);
    expect((await savedLines())[0]?.quantity).toBe(3);
    expect(useAppStore.getState().cart).toEqual({ total: 990, lines: 1, items: 3 });
  });

  it('re-applies -1 on the fresh line, and never goes below 1', async () => {
    await addToCart(cake);
    const [line] = (await fetchCart()) as Versioned[];
    await otherTab(line!, 3);
    const [shown] = (await fetchCart()) as Versioned[]; // this tab shows 3
    await otherTab(shown!, 2); // the other tab's -1: 2, and this tab does not know
    expect((await setLineQuantity(shown!, 2))[0]?.quantity).toBe(1);
    // One more -1 from a view still showing 2: the line is at 1, so nothing is sent.
    const again = (await setLineQuantity({ ...shown!, quantity: 2 }, 1)) as Versioned[];
    expect([again[0]?.quantity, again[0]?.version]).toEqual([1, 4]);
  });

  it('sends a change from the newest version it has seen: rapid changes need no retry', async () => {
    const sent: string[] = [];
    const spy = (await http()).interceptors.request.use((request) => {
      if (request.method !== 'get') sent.push(`${request.method} ${String(request.headers.get('If-Match'))}`);
      return request;
    });
    try {
      const line = (await addToCart(cake)) as Versioned;
      const changes = [2, 3, 4].map((quantity) =>
        setLineQuantity({ ...line, quantity: quantity - 1 }, quantity),
      );
      await Promise.all(changes);
      expect(sent).toEqual(['post undefined', 'put "1"', 'put "2"', 'put "3"']);
    } finally {
      (await http()).interceptors.request.eject(spy);
    }
  });

  it('a line removed in another tab rejects with plain words, and the store follows', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    const lines = await fetchCart();
    const gone = lines.find((line) => line.name === cake.name)!;
    await (await http()).delete(`/cart/${gone.id}`);
    const error: unknown = await setLineQuantity(gone, 2).catch((caught: unknown) => caught);
    expect(isCartLineGone(error)).toBe(true);
    expect((error as Error).message).toBe(`${cake.name} was removed in another tab.`);
    expect(useAppStore.getState().cart).toEqual({ total: 120, lines: 1, items: 1 });
  });

  it('Remove takes the line away even when another tab changed or removed it first', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    const [first, second] = (await fetchCart()) as Versioned[];
    await otherTab(first!, 2);
    expect((await removeLine(first!.id)).map((line) => line.name)).toEqual([coffee.name]);
    await (await http()).delete(`/cart/${second!.id}`);
    expect(await removeLine(second!.id)).toEqual([]);
  });

  it('keeps the last known count when a read fails, and remembers it for the next page', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    expect(useAppStore.getState().cart.lines).toBe(2);
    setRuntimeConfig({ apiBase: `${api.base}/missing`, remotes: {} });
    await expect(fetchCart()).rejects.toThrow();
    expect(useAppStore.getState().cart).toEqual({ total: 450, lines: 2, items: 2 });
    expect(JSON.parse(localStorage.getItem('cartSummary') ?? 'null')).toEqual({
      total: 450,
      lines: 2,
      items: 2,
    });
  });
});

describe('the cart page with another tab open', () => {
  it('says in plain words that a line was removed in another tab, and the row goes', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const gone = (await savedLines()).find((line) => line.name === cake.name)!;
    await (await http()).delete(`/cart/${gone.id}`); // no message reaches this page
    await user.click(rowOf(cake.name).getByRole('button', { name: /Increase/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${cake.name} was removed in another tab.`);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/404|server answered/);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 120 /-');
  });

  it('follows a change announced by another tab, with no click here', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const lines = (await savedLines()) as Versioned[];
    await otherTab(
      lines.find((line) => line.name === coffee.name)!,
      2,
    );
    await (await http()).delete(`/cart/${lines.find((line) => line.name === cake.name)!.id}`);
    const tab = new TabChannel(channelName);
    try {
      tab.postMessage({ visitor: getVisitorId() });
      await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
      expect(rowOf(coffee.name).getByTestId('quantity')).toHaveTextContent('2');
      expect(screen.getByRole('alert')).toHaveTextContent(`${cake.name} was removed in another tab.`);
      expect(useAppStore.getState().cart).toEqual({ total: 240, lines: 1, items: 2 });
    } finally {
      tab.close();
    }
  });

  it('says lines paid for in another tab were ordered, not removed', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    // The other tab pays, as its payment page does: the data service, the browser's note, the message.
    const { data: payment } = await (
      await http()
    ).put<Payment>('/cart/payments/other-tab-attempt', { amount: 450 });
    localStorage.setItem('orderedCartLines', JSON.stringify(payment.items.map((item) => item.lineId)));
    const tab = new TabChannel(channelName);
    try {
      tab.postMessage({ visitor: getVisitorId() });
      expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        `${cake.name} and ${coffee.name} were ordered in another tab.`,
      );
      expect(screen.getByRole('alert')).not.toHaveTextContent('removed');
    } finally {
      tab.close();
    }
  });

  it('tells ordered lines from removed ones when both went', async () => {
    await addToCart(cake);
    await addToCart(coffee);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const lines = await savedLines();
    const cakeLine = lines.find((line) => line.name === cake.name)!;
    await (await http()).delete(`/cart/${cakeLine.id}`);
    localStorage.setItem(
      'orderedCartLines',
      JSON.stringify(lines.filter((line) => line !== cakeLine).map((line) => line.id)),
    );
    await (await http()).delete('/cart');
    const tab = new TabChannel(channelName);
    try {
      tab.postMessage({ visitor: getVisitorId() });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${coffee.name} was ordered in another tab. ${cake.name} was removed in another tab.`,
      );
    } finally {
      tab.close();
    }
  });

  it('ignores a message about another visitor', async () => {
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const reads: string[] = [];
    const spy = (await http()).interceptors.request.use((request) => {
      reads.push(String(request.url));
      return request;
    });
    const tab = new TabChannel(channelName);
    try {
      tab.postMessage({ visitor: 'someone-else-entirely' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads).toEqual([]);
    } finally {
      tab.close();
      (await http()).interceptors.request.eject(spy);
    }
  });

  it('tells the other tabs after each change it makes', async () => {
    const user = userEvent.setup({ delay: null });
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    const tab = new TabChannel(channelName);
    const heard: unknown[] = [];
    tab.onmessage = (event) => heard.push((event as { data: unknown }).data);
    try {
      await user.click(rowOf(cake.name).getByRole('button', { name: /Increase/ }));
      await waitFor(() => expect(heard).toEqual([{ visitor: getVisitorId() }]));
    } finally {
      tab.close();
    }
  });

  it('reads the cart again when the tab is shown again', async () => {
    await addToCart(cake);
    renderCheckout('/cart', api.base);
    await screen.findAllByTestId('cart-line');
    await (await http()).post('/cart', { ...coffee, id: undefined, quantity: 1 });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(useAppStore.getState().cart.lines).toBe(2);
  });
});
