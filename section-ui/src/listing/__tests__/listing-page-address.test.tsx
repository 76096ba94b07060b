import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigate } from 'react-router-dom';
import {
  type FoodItem,
  setRuntimeConfig,
  SsrDataContext,
  type SsrDataStore,
  useAppStore,
} from '@zomato/shared';
import { CitySelect } from '../city-select';
import { ListingPage } from '../listing-page';

/** docs/product.md#listing-address: a listing's city and order live in its address. */
const item = (id: number, place: string, price: number, rating: number): FoodItem => ({
  id,
  name: `Cake ${id}`,
  imgUrl: `images/cake/${id}.svg`,
  price,
  rating,
  variety: 'Bakery',
  place,
});
const items = [
  item(1, 'Noida', 300, 4.1),
  item(2, 'Gurgaon', 100, 4.5),
  item(3, 'Noida', 200, 3.9),
  item(4, 'Noida', 250, 4.8),
];
/** The data a server-rendered page carries (the browser starts from it). */
const pageData: SsrDataStore = { entries: { '["cake"]': { status: 'ready', data: items } } };

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}
function Detail() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}
/** The top bar's city, a cake listing and a detail page to go to and come back from. */
function Site() {
  return (
    <>
      <CitySelect aria-label="Top bar city" data-testid="top-bar-city" />
      <Routes>
        <Route
          path="/delivery/cake"
          element={
            <ListingPage
              heading="Order your Cake"
              load={() => Promise.resolve(items)}
              loadKey="cake"
              linkFor={(entry) => `/delivery/cake/${entry.id}`}
            />
          }
        />
        <Route path="/delivery/cake/:id" element={<Detail />} />
        <Route path="/cart" element={<Link to="/delivery/cake">Cakes</Link>} />
      </Routes>
    </>
  );
}

const renderAt = (entries: string[], data?: SsrDataStore) => {
  const page = (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Address />
      <Site />
    </MemoryRouter>
  );
  return render(data ? <SsrDataContext value={data}>{page}</SsrDataContext> : page);
};
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const names = () =>
  within(screen.getByRole('list', { name: 'Order your Cake' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const control = (label: 'City' | 'Price' | 'Rating') =>
  within(screen.getByRole('main')).getByLabelText(label);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api', remotes: {} });
  act(() => useAppStore.getState().setCity(''));
  window.scrollTo = jest.fn();
});

describe('a listing page and its address', () => {
  it('shows the view its address names: only Noida, cheapest first, the controls saying so', async () => {
    renderAt(['/delivery/cake?city=Noida&sort=ascPrice']);
    await screen.findAllByTestId('item-card');
    expect(names()).toEqual(['Cake 3', 'Cake 4', 'Cake 1']);
    expect(control('City')).toHaveValue('Noida');
    expect(control('Price')).toHaveValue('ascPrice');
    expect(control('Rating')).toHaveValue('');
    expect(screen.getByTestId('top-bar-city')).toHaveValue('Noida');
    expect(useAppStore.getState().city).toBe('Noida');
    expect(address()).toBe('/delivery/cake?city=Noida&sort=ascPrice');
  });

  it('writes each choice into the address, and the list follows', async () => {
    renderAt(['/delivery/cake']);
    await screen.findAllByTestId('item-card');
    await userEvent.selectOptions(control('City'), 'Noida');
    expect(address()).toBe('/delivery/cake?city=Noida');
    expect(names()).toEqual(['Cake 1', 'Cake 3', 'Cake 4']);
    await userEvent.selectOptions(control('Rating'), 'descRating');
    expect(address()).toBe('/delivery/cake?city=Noida&sort=descRating');
    expect(names()).toEqual(['Cake 4', 'Cake 1', 'Cake 3']);
    await userEvent.selectOptions(control('Price'), 'descPrice');
    expect(address()).toBe('/delivery/cake?city=Noida&sort=descPrice');
    expect(control('Rating')).toHaveValue('');
    // The top bar's city is the same value: a choice there is the listing's too.
    await userEvent.selectOptions(screen.getByTestId('top-bar-city'), 'Gurgaon');
    expect(address()).toBe('/delivery/cake?city=Gurgaon&sort=descPrice');
    expect(names()).toEqual(['Cake 2']);
    expect(control('City')).toHaveValue('Gurgaon');
    await userEvent.selectOptions(control('City'), '');
    expect(address()).toBe('/delivery/cake?sort=descPrice');
    expect(names()).toEqual(['Cake 1', 'Cake 4', 'Cake 3', 'Cake 2']);
    expect(useAppStore.getState().city).toBe('');
  });

  it('keeps the view when the visitor opens a card and comes Back', async () => {
    renderAt(['/delivery/cake?city=Noida&sort=ascPrice']);
    await userEvent.click((await screen.findAllByTestId('item-card'))[0] as HTMLElement);
    // The detail keeps the visit's city (the order sorts nothing there).
    expect(address()).toBe('/delivery/cake/3?city=Noida');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/delivery/cake?city=Noida&sort=ascPrice');
    expect(names()).toEqual(['Cake 3', 'Cake 4', 'Cake 1']);
  });

  it('opened without a city while the site has one, writes that city into its address', async () => {
    renderAt(['/cart']);
    await userEvent.selectOptions(screen.getByTestId('top-bar-city'), 'Gurgaon');
    expect(address()).toBe('/cart?city=Gurgaon');
    await userEvent.click(screen.getByRole('link', { name: 'Cakes' }));
    expect(address()).toBe('/delivery/cake?city=Gurgaon');
    expect(await screen.findAllByTestId('item-card')).toHaveLength(1);
  });

  it('is a form asking for this page with the choices in the address, for a browser without JavaScript', async () => {
    renderAt(['/delivery/cake?sort=ascRating']);
    await screen.findAllByTestId('item-card');
    const form = control('City').closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/delivery/cake');
    expect(form).toHaveFormValues({ city: '', price: '', rating: 'ascRating', sort: 'ascRating' });
    // Live, 'Show' applies what the form names without leaving the page.
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(address()).toBe('/delivery/cake?sort=ascRating');
    expect(names()).toEqual(['Cake 3', 'Cake 1', 'Cake 2', 'Cake 4']);
  });
});

describe('a server-rendered listing with choices in its address', () => {
  const url = '/delivery/cake?city=Noida&sort=descPrice';
  const serverHtml = () =>
    renderToString(
      <SsrDataContext value={pageData}>
        <StaticRouter location={url}>
          <Site />
        </StaticRouter>
      </SsrDataContext>,
    );

  it('is rendered with that view: the server sees the query', () => {
    const html = serverHtml();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cards = [...doc.querySelectorAll('[data-testid="item-card"] h2')].map((name) => name.textContent);
    expect(cards).toEqual(['Cake 1', 'Cake 4', 'Cake 3']);
    const selected = (name: string) => doc.querySelector(`main select[name="${name}"] option[selected]`);
    expect(selected('city')?.textContent).toBe('Noida');
    expect(selected('price')?.textContent).toBe('High to Low');
    expect(selected('rating')?.textContent).toBe('None');
    expect(doc.querySelector('[data-testid="top-bar-city"] option[selected]')?.textContent).toBe('Noida');
  });

  it('hydrates without a mismatch: the first browser render reads the same view from the address', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <SsrDataContext value={pageData}>
          <MemoryRouter initialEntries={[url]}>
            <Site />
          </MemoryRouter>
        </SsrDataContext>,
        { onRecoverableError: recoverable },
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    // Live: the store has the address's city.
    expect(useAppStore.getState().city).toBe('Noida');
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
