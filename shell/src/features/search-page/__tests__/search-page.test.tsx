import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, paths, setRuntimeConfig, type FoodItem, type SearchItem } from '@zomato/shared';
import { forgetSearchList } from '../../search/api/search-list';
import { SearchPage } from '../search-page';

const dish = (id: number, name: string, variety?: string): SearchItem => ({
  id,
  name,
  imgUrl: `images/global/${id}.svg`,
  variety,
});
const dishes = [
  dish(4, 'Big City Pizza', 'Italian'),
  dish(5, 'Sandburg Shakes'),
  dish(7, 'Market Street Pizza'),
];
const restaurant = (id: number, name: string, variety: string): FoodItem => ({
  id,
  name,
  imgUrl: `images/restaurants/${id}.svg`,
  price: 900,
  variety,
  rating: 4.1,
  place: 'Noida',
});
const restaurants = [restaurant(6, 'Pizza Lounge', 'Italian'), restaurant(8, 'Olive Bar', 'Pizza, Bar Food')];

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={paths.search} element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const linkNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.querySelector('span')?.firstChild?.textContent]);

describe('SearchPage (/search)', () => {
  let get: jest.SpyInstance;
  beforeEach(async () => {
    setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
    forgetSearchList();
    get = jest.spyOn(await http(), 'get').mockImplementation(async (url: string) => ({
      data: url === '/global' ? dishes : url === '/restaurants' ? restaurants : [],
    }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the dishes whose name holds q as links to their pages, the box holding q', async () => {
    renderAt('/search?q=pizza');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for "pizza"' })).toBeInTheDocument();
    expect(document.title).toBe('Results for "pizza" | Zomato NCR');
    const box = screen.getByRole('combobox', { name: 'Search dishes' });
    expect(box).toHaveValue('pizza');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const results = await screen.findByRole('region', { name: 'Dishes' });
    expect(linkNames(results)).toEqual([
      ['/search-details/4', 'Big City Pizza'],
      ['/search-details/7', 'Market Street Pizza'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 dishes');
    expect(get).not.toHaveBeenCalledWith('/restaurants', expect.anything());
  });

  it('groups the landing search: names (restaurants, dishes) before cuisines', async () => {
    renderAt('/search?q=Pizza&scope=everything');
    await screen.findByRole('heading', { level: 2, name: 'Restaurants' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Restaurants', 'Dishes', 'Cuisines']);
    expect(linkNames(screen.getByRole('region', { name: 'Restaurants' }))).toEqual([
      ['/dinning/6', 'Pizza Lounge'],
    ]);
    expect(linkNames(screen.getByRole('region', { name: 'Cuisines' }))).toEqual([
      ['/dinning/8', 'Olive Bar'],
    ]);
    expect(screen.getByRole('search').querySelector('input[name="scope"]')).toHaveValue('everything');
  });

  it('says plainly when nothing matches, with the sections to browse', async () => {
    renderAt('/search?q=zzz');
    expect(await screen.findByText('No dishes found for "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dinning Out' })).toHaveAttribute('href', '/dinning');
  });

  it.each([
    ['/search?q=%20%20', 'Type a dish to search for.'],
    ['/search?scope=everything', 'Type a restaurant, cuisine or dish to search for.'],
    [`/search?q=${'a'.repeat(101)}`, 'That search is too long: keep it under 100 characters.'],
  ])('%s asks for a search it can answer, in place of results', (address, message) => {
    renderAt(address);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
