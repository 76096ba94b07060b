import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setRuntimeConfig, type FoodItem, type SearchItem } from '@zomato/shared';
import { SearchBox } from '../components/search-box';
import type { SearchLists } from '../hooks/use-search-lists';
import type { SearchScope } from '../search-scopes';

const dish = (id: number, name: string): SearchItem => ({ id, name, imgUrl: `images/global/${id}.svg` });
const dishes = [
  dish(1, 'Mr. Singh Pizzeria'),
  dish(4, 'Big City Pizza'),
  dish(5, 'Sandburg Shakes'),
  dish(7, 'Market Street Pizza'),
  dish(9, 'Chaat (Special)'),
];

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="path">{pathname + search}</output>;
}

function renderSearch(
  loadDishes: () => Promise<SearchItem[]> = () => Promise.resolve(dishes),
  { scope = 'dishes', restaurants = [] }: { scope?: SearchScope; restaurants?: FoodItem[] } = {},
) {
  const loadLists = async (): Promise<SearchLists> => ({ dishes: await loadDishes(), restaurants });
  render(
    <MemoryRouter initialEntries={['/delivery']}>
      <SearchBox placeholder="Search for your favourite dish" scope={scope} loadLists={loadLists} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox');
}

/** The option whose text is `name` (its name is split by the highlight marks). */
const findOption = async (name: string) => {
  await screen.findAllByRole('option');
  const option = screen.getAllByRole('option').find((element) => element.textContent === name);
  if (!option) throw new Error(`no option ${name}: ${optionNames().join(', ')}`);
  return option;
};
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const path = () => screen.getByLabelText('path').textContent;

beforeEach(() => setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} }));

describe('SearchBox combobox (the top bar: dishes by name)', () => {
  it('is hidden while the text is empty and lists case-insensitive matches otherwise', async () => {
    const input = renderSearch();
    // The popup's code loads when the box is first used: until then there is no popup.
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-controls');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).not.toBeVisible();

    await userEvent.type(input, 'PIZZA');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(optionNames()).toEqual(['Big City Pizza', 'Market Street Pizza']);
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(within(first).getByText('Pizza', { selector: 'mark' })).toBeInTheDocument();
    expect(within(first).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      'http://api.test/images/global/4.svg',
    );

    await userEvent.clear(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('moves through the results with ArrowDown/ArrowUp (wrapping) and opens the active one with Enter', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'pizz');
    await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    const active = () => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option).toHaveAttribute('aria-selected', 'true');
      return option?.textContent;
    };
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Mr. Singh Pizzeria');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Market Street Pizza');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Mr. Singh Pizzeria');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Market Street Pizza');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Big City Pizza');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);

    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/search-details/4');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a GET form to /search that Enter without an active option sends, in the page', async () => {
    let input = renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(input).toHaveAttribute('name', 'q');
    // The top bar's scope, dishes, is the results page's default: no field names it.
    expect(form.querySelector('input[type="hidden"]')).toBeNull();
    await userEvent.type(input, 'pizz');
    await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/search?q=pizz');
    expect(input).toHaveValue('pizz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    cleanup();

    input = renderSearch();
    await userEvent.type(input, 'pizz');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant');
    await userEvent.type(input, 'a');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape, clears on a second Escape, and reopens on typing or ArrowDown', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'shake');
    await findOption('Sandburg Shakes');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('shake');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await findOption('Sandburg Shakes')).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
    await userEvent.type(input, 's');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when focus leaves and opens a result on click', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'street');
    const option = await findOption('Market Street Pizza');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(option);
    expect(path()).toBe('/search-details/7');
  });

  it("says 'no dishes found', and typed HTML or regex characters stay plain text", async () => {
    const input = renderSearch();
    await userEvent.type(input, '<b>');
    expect(await screen.findByText('no dishes found')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
    expect(input).toHaveValue('<b>');

    await userEvent.clear(input);
    await userEvent.type(input, '(');
    expect(await findOption('Chaat (Special)')).toBeInTheDocument();
    expect(screen.getByText('(', { selector: 'mark' })).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '*');
    expect(await screen.findByText('no dishes found')).toBeVisible();
  });

  it('shows a loading note, then an error with Retry that loads again', async () => {
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve(dishes)));
    const input = renderSearch(load);
    await userEvent.type(input, 'shake');
    expect(await screen.findByText(/The dishes could not be loaded/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findOption('Sandburg Shakes')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('caps the rendered results and says how many there are', async () => {
    const many = Array.from({ length: 20 }, (_, index) => dish(index + 1, `Cake ${index + 1}`));
    const input = renderSearch(() => Promise.resolve(many));
    await userEvent.type(input, 'cake');
    expect(await screen.findAllByRole('option')).toHaveLength(8);
    expect(screen.getByText('Showing 8 of 20. Keep typing to narrow it down.')).toBeVisible();
    expect(screen.getByText('20 dishes found')).toHaveAttribute('aria-live', 'polite');
  });
});

const restaurant = (id: number, name: string, variety: string): FoodItem => ({
  id,
  name,
  variety,
  imgUrl: `images/restaurants/${id}.svg`,
  price: 1000 + id,
  rating: 4.2,
  place: 'Noida',
});
const restaurants = [
  restaurant(1, 'Spectra', 'North Indian, Continental'),
  restaurant(3, 'Olive Bar', 'Italian, Pizza'),
  restaurant(6, 'Pizza Lounge', 'Bar Food'),
];
const landingDishes = [
  { ...dish(4, 'Big City Pizza'), variety: 'Pizza, Italian' },
  { ...dish(34, "Tibb's Frankie"), variety: 'Rolls, Momos' },
];

describe('SearchBox on the landing page: restaurants, cuisines and dishes', () => {
  const renderLanding = () =>
    renderSearch(() => Promise.resolve(landingDishes), { scope: 'everything', restaurants });
  const group = (name: string) => screen.getByRole('group', { name });
  /** The names of a group's options (an option reads 'name, facts'). */
  const names = (name: string) =>
    within(group(name))
      .getAllByRole('option')
      .map((option) => option.textContent?.split(', ')[0]);

  it('groups what it finds under headings: restaurants and dishes by name, then cuisines', async () => {
    const input = renderLanding();
    await userEvent.type(input, 'pizza');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getAllByRole('group')).toHaveLength(3);
    expect(names('Restaurants')).toEqual(['Pizza Lounge']);
    expect(names('Dishes')).toEqual(['Big City Pizza']);
    // Olive Bar serves pizza (its variety); the ones named so are listed once, above.
    expect(names('Cuisines')).toEqual(['Olive Bar']);
    expect(within(group('Cuisines')).getByText('Pizza', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('3 results found')).toHaveAttribute('aria-live', 'polite');

    // The arrow keys go through the groups in order; Enter opens the restaurant's page.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/dinning/6');
  });

  it("finds a cuisine that no name has ('momos'); Enter with none picked asks for every result", async () => {
    const input = renderLanding();
    expect(screen.getByRole('search').querySelector('input[type="hidden"]')).toHaveAttribute('name', 'scope');
    await userEvent.type(input, 'MOMOS');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('group', { name: 'Restaurants' })).toBeNull();
    expect(names('Cuisines')).toEqual(["Tibb's Frankie"]);
    await userEvent.keyboard('{Enter}');
    expect(path()).toBe('/search?q=MOMOS&scope=everything');
  });

  it('says when nothing matches', async () => {
    const input = renderLanding();
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('no restaurants, cuisines or dishes found')).toBeVisible();
  });
});
