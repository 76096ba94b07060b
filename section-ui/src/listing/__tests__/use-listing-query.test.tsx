import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppStore } from '@zomato/shared';
import { useListingQuery } from '../use-listing-query';
import { CitySelect } from '../city-select';

/** Where the memory router is, how it got there, and Back. */
function Probe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{pathname + search}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}
const router = {
  get address() {
    return screen.getByRole('status', { name: 'address' }).textContent;
  },
  get type() {
    return screen.getByRole('status', { name: 'navigation' }).textContent;
  },
  back: () => act(() => screen.getByRole('button', { name: 'Back' }).click()),
};
const inRouter =
  (entries: string[]) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe />
      {children}
    </MemoryRouter>
  );

/** The hook as a listing page uses it (`page`), or as the top bar does. */
const renderQuery = (at: string | string[], options: { page?: boolean } = { page: true }) =>
  renderHook(() => useListingQuery(options), { wrapper: inRouter(Array.isArray(at) ? at : [at]) }).result;

const storeCity = () => useAppStore.getState().city;

beforeEach(() => act(() => useAppStore.getState().setCity('')));

describe('useListingQuery: the address says what a listing shows', () => {
  it('reads the city and the order from the address, and the store takes the city', () => {
    const query = renderQuery('/delivery/cake?city=Noida&sort=ascPrice');
    expect(query.current).toMatchObject({
      city: 'Noida',
      sort: 'ascPrice',
      priceSort: 'ascPrice',
      ratingSort: '',
    });
    expect(storeCity()).toBe('Noida');
    // The address was already as it should be: nothing was written.
    expect(router.type).toBe('POP');
  });

  it('shows None for an address without choices, or with unknown ones, and tidies the latter', () => {
    const query = renderQuery('/dinning?city=Paris&sort=cheapest&ref=mail');
    expect(query.current).toMatchObject({ city: '', sort: '', priceSort: '', ratingSort: '' });
    expect(router.address).toBe('/dinning?ref=mail');
    expect(router.type).toBe('REPLACE');
    expect(storeCity()).toBe('');
  });

  it('an address that names a city wins over the store’s', () => {
    act(() => useAppStore.getState().setCity('Gurgaon'));
    const query = renderQuery('/nightlife?city=Ghaziabad');
    expect(query.current.city).toBe('Ghaziabad');
    expect(storeCity()).toBe('Ghaziabad');
  });

  it('an address with `city=` (None) sets the store to None', () => {
    act(() => useAppStore.getState().setCity('Gurgaon'));
    const query = renderQuery('/nightlife?city=&sort=descRating');
    expect(query.current.city).toBe('');
    expect(storeCity()).toBe('');
    expect(router.address).toBe('/nightlife?sort=descRating');
  });

  it('arriving without a city while the store holds one writes it into the address, in place', () => {
    act(() => useAppStore.getState().setCity('New Delhi'));
    const query = renderQuery('/delivery/pizza?sort=descPrice');
    // From the first render: no frame shows another city.
    expect(query.current.city).toBe('New Delhi');
    expect(router.address).toBe('/delivery/pizza?city=New+Delhi&sort=descPrice');
    expect(router.type).toBe('REPLACE');
  });

  it("takes the no-JavaScript form's fields (price, rating) and writes the one `sort`", () => {
    const query = renderQuery('/delivery/cake?city=Noida&price=ascPrice&rating=descRating&sort=ascPrice');
    expect(query.current).toMatchObject({
      city: 'Noida',
      sort: 'descRating',
      priceSort: '',
      ratingSort: 'descRating',
    });
    expect(router.address).toBe('/delivery/cake?city=Noida&sort=descRating');
  });

  it('leaves the address alone when the browser has already moved to another entry', () => {
    // A choice replayed as the page came alive navigated before this render's effect ran: the
    // browser router's entry key in history.state is no longer the one rendered.
    window.history.replaceState({ key: 'newer' }, '');
    try {
      renderQuery('/delivery/cake?city=Noida&price=ascPrice&rating=descRating&sort=ascPrice');
      expect(router.address).toBe('/delivery/cake?city=Noida&price=ascPrice&rating=descRating&sort=ascPrice');
      expect(router.type).toBe('POP');
    } finally {
      window.history.replaceState(null, '');
    }
  });
});

describe('useListingQuery: choices go into the address', () => {
  it('a city: into the address (replaced, not a new entry) and the store; None takes it out', () => {
    const query = renderQuery('/delivery/cake?sort=ascRating');
    act(() => query.current.setCity('Gurgaon'));
    expect(query.current.city).toBe('Gurgaon');
    expect(router.address).toBe('/delivery/cake?city=Gurgaon&sort=ascRating');
    expect(router.type).toBe('REPLACE');
    expect(storeCity()).toBe('Gurgaon');
    act(() => query.current.setCity(''));
    expect(router.address).toBe('/delivery/cake?sort=ascRating');
    expect(storeCity()).toBe('');
  });

  it('the sorts stay exclusive: one `sort` names the order on screen', () => {
    const query = renderQuery('/delivery/pizza');
    act(() => query.current.setPriceSort('ascPrice'));
    expect(router.address).toBe('/delivery/pizza?sort=ascPrice');
    act(() => query.current.setRatingSort('descRating'));
    expect(query.current).toMatchObject({ priceSort: '', ratingSort: 'descRating' });
    expect(router.address).toBe('/delivery/pizza?sort=descRating');
    // Price back to None leaves the rating order as it is (docs/product.md#listing-rules, rule 3).
    act(() => query.current.setPriceSort(''));
    expect(router.address).toBe('/delivery/pizza?sort=descRating');
    act(() => query.current.setRatingSort(''));
    expect(router.address).toBe('/delivery/pizza');
  });

  it('a submitted form applies what it names', () => {
    const query = renderQuery('/delivery/cake?sort=ascPrice');
    act(() =>
      query.current.submit(new URLSearchParams('sort=ascPrice&city=Noida&price=ascPrice&rating=descRating')),
    );
    expect(router.address).toBe('/delivery/cake?city=Noida&sort=descRating');
    expect(storeCity()).toBe('Noida');
  });

  it('Back and Forward show what each entry’s address says, and the store follows', () => {
    const query = renderQuery(['/delivery/cake?city=Noida&sort=ascPrice', '/delivery/cake/3']);
    act(() => useAppStore.getState().setCity('Gurgaon')); // chosen in the top bar on the detail page
    router.back();
    expect(router.address).toBe('/delivery/cake?city=Noida&sort=ascPrice');
    expect(query.current).toMatchObject({ city: 'Noida', sort: 'ascPrice' });
    expect(storeCity()).toBe('Noida');
  });

  it('a city set in the store elsewhere while a listing is open goes into its address', () => {
    const query = renderQuery('/dinning?city=Noida&sort=descPrice');
    act(() => useAppStore.getState().setCity('Ghaziabad'));
    expect(router.address).toBe('/dinning?city=Ghaziabad&sort=descPrice');
    expect(query.current.city).toBe('Ghaziabad');
  });
});

describe('useListingQuery away from a listing (the top bar elsewhere)', () => {
  it('is the address’s city, else the store’s; a choice goes into the address (replaced), with no order', () => {
    act(() => useAppStore.getState().setCity('Noida'));
    const query = renderQuery('/cart?city=Gurgaon&sort=ascPrice', {});
    expect(query.current).toMatchObject({ city: 'Gurgaon', sort: '' });
    // A link that carried the city made it the visit's.
    expect(storeCity()).toBe('Gurgaon');
    act(() => query.current.setCity('Ghaziabad'));
    expect(storeCity()).toBe('Ghaziabad');
    expect(router.address).toBe('/cart?city=Ghaziabad');
    expect(router.type).toBe('REPLACE');
  });

  it('with no city in the address, is the store’s', () => {
    act(() => useAppStore.getState().setCity('Noida'));
    const query = renderQuery('/cart', {});
    expect(query.current).toMatchObject({ city: 'Noida', sort: '' });
    expect(router.address).toBe('/cart');
  });
});

describe('CitySelect (the top bar’s) and a listing: one value', () => {
  function Listing() {
    const query = useListingQuery({ page: true });
    return <output aria-label="Listing city">{query.city}</output>;
  }
  const renderBoth = (at: string) =>
    render(
      <>
        <CitySelect aria-label="Top bar city" />
        <Listing />
      </>,
      { wrapper: inRouter([at]) },
    );

  it('shows the address’s city on a listing page, and a choice there goes into the address', async () => {
    renderBoth('/delivery?city=Noida');
    const select = screen.getByRole('combobox', { name: 'Top bar city' });
    expect(select).toHaveValue('Noida');
    await userEvent.selectOptions(select, 'Gurgaon');
    expect(router.address).toBe('/delivery?city=Gurgaon');
    expect(screen.getByRole('status', { name: 'Listing city' })).toHaveTextContent('Gurgaon');
    expect(select).toHaveValue('Gurgaon');
  });

  it('shows and sets the store’s city elsewhere', async () => {
    render(<CitySelect aria-label="Top bar city" />, { wrapper: inRouter(['/cart']) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Top bar city' }), 'Noida');
    expect(storeCity()).toBe('Noida');
    expect(router.address).toBe('/cart?city=Noida');
  });
});
