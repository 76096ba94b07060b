import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fetchList, setRuntimeConfig, useAppStore, type FoodItem } from '@zomato/shared';
import { startFailingApi, startRealApi, type RealApi } from '../../../../tools/jest/real-api';
import NightlifeApp from '../app';

let api: RealApi;
let down: RealApi;
let restaurants: FoodItem[];

beforeAll(async () => {
  [api, down] = await Promise.all([startRealApi(), startFailingApi()]);
  setRuntimeConfig({ apiBase: api.base, remotes: {} });
  restaurants = await fetchList('restaurants');
});
afterAll(() => Promise.all([api.stop(), down.stop()]));

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  setRuntimeConfig({ apiBase: api.base, remotes: {} });
  act(() => useAppStore.getState().setCity(''));
  window.scrollTo = jest.fn();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NightlifeApp />
    </MemoryRouter>,
  );
const cardLinks = async () => {
  const cards = await screen.findAllByTestId('item-card');
  return cards.map((card) => card.getAttribute('href'));
};

describe('/nightlife', () => {
  it('shows the heading, a skeleton, then every restaurant in server order linking to /nightlife/{id}', async () => {
    renderAt('/nightlife');
    expect(
      screen.getByRole('heading', { level: 1, name: 'NightLife Restaurants In NCR Delhi' }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading NightLife Restaurants In NCR Delhi' })).toBeVisible();
    expect(await cardLinks()).toEqual(restaurants.map((item) => `/nightlife/${item.id}`));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.getByLabelText('Rating')).toHaveValue('');
  });

  it('has no collections block (that belongs to dine-out)', async () => {
    renderAt('/nightlife');
    await screen.findAllByTestId('item-card');
    expect(screen.queryByRole('region', { name: 'Collections' })).not.toBeInTheDocument();
    expect(screen.queryByText('Catch the Match')).not.toBeInTheDocument();
  });

  it('keeps filtered cards clickable: a city shows its restaurants, each still a link', async () => {
    renderAt('/nightlife');
    await cardLinks();
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Noida');
    const noida = restaurants.filter((item) => item.place === 'Noida');
    expect(noida.length).toBeGreaterThan(0);
    expect(await cardLinks()).toEqual(noida.map((item) => `/nightlife/${item.id}`));
  });

  it('shows an error with Retry when the list cannot load, and the list after a retry', async () => {
    setRuntimeConfig({ apiBase: down.base, remotes: {} });
    renderAt('/nightlife');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list.');
    expect(alert).toHaveTextContent('The server answered 503.');
    setRuntimeConfig({ apiBase: api.base, remotes: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cardLinks()).toHaveLength(restaurants.length);
  });
});

describe('/nightlife/{id}', () => {
  it('opens from a card and shows image, name, Rs . price (no /-), variety, Location and Rating', async () => {
    renderAt('/nightlife');
    const first = restaurants[0] as FoodItem;
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(first.name) }));
    expect(await screen.findByRole('heading', { level: 1, name: first.name })).toBeVisible();
    expect(screen.getByRole('img', { name: first.name })).toHaveAttribute(
      'src',
      `${api.base}/${first.imgUrl}`,
    );
    expect(screen.getByTestId('detail-price')).toHaveTextContent(/^Rs \. \d+$/);
    expect(screen.getByTestId('detail-price').textContent).toBe(`Rs . ${first.price}`);
    expect(screen.queryByText(/\/-/)).not.toBeInTheDocument();
    expect(screen.getByText(first.variety)).toBeVisible();
    expect(screen.getByText('Location').nextSibling).toHaveTextContent(first.place);
    expect(screen.getByText('Rating').nextSibling).toHaveTextContent(String(first.rating));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Back to NightLife restaurants/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NightLife Restaurants In NCR Delhi' }),
    ).toBeVisible();
  });

  it('says "not found" for an unknown id', async () => {
    renderAt('/nightlife/99999');
    expect(screen.getByRole('status', { name: 'Loading details' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'We could not find that place' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to NightLife restaurants' })).toHaveAttribute(
      'href',
      '/nightlife',
    );
  });

  it.each(['1.5', '1e3', '-1'])('says "not found" for /nightlife/%s without calling the server', (id) => {
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    renderAt(`/nightlife/${id}`);
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'We could not find that place' }),
    ).toBeVisible();
    expect(document.title).toBe('Page not found | Zomato NCR');
    expect(open).not.toHaveBeenCalled();
  });

  it('names the page in the document title: the listing by its heading, a detail by its name', async () => {
    const { unmount } = renderAt('/nightlife');
    expect(document.title).toBe('NightLife Restaurants In NCR Delhi | Zomato NCR');
    unmount();
    const second = restaurants[1] as FoodItem;
    renderAt(`/nightlife/${second.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeVisible();
    expect(document.title).toBe(`${second.name} | Zomato NCR`);
  });

  it('says "not found" for a non-numeric id without calling the server', () => {
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    renderAt('/nightlife/abc');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'We could not find that place' }),
    ).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows an error with Retry when the call fails, then the restaurant', async () => {
    setRuntimeConfig({ apiBase: down.base, remotes: {} });
    renderAt('/nightlife/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load these details.');
    setRuntimeConfig({ apiBase: api.base, remotes: {} });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const second = restaurants[1] as FoodItem;
    expect(await screen.findByRole('heading', { level: 1, name: second.name })).toBeVisible();
    expect(screen.getByTestId('detail-price').textContent).toBe(`Rs . ${second.price}`);
  });

  it('shows the section "not found" for a deeper unknown path', () => {
    renderAt('/nightlife/1/menu');
    expect(screen.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Nightlife' })).toHaveAttribute('href', '/nightlife');
  });
});
