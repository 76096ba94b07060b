import type { FoodItem, SearchItem } from '@zomato/shared';
import { cuisinesMatching, matchEverything, shares } from '../everything-matching';
import { optionsOf } from '../search-results';

const restaurant = (id: number, name: string, variety: string): FoodItem => ({
  id,
  name,
  variety,
  imgUrl: `images/restaurants/${id}.svg`,
  price: 1000,
  rating: 4,
  place: 'Noida',
});
const dish = (id: number, name: string, variety: string): SearchItem => ({
  id,
  name,
  variety,
  imgUrl: `images/global/${id}.svg`,
});

const lists = {
  restaurants: [
    restaurant(1, 'Spectra', 'North Indian, Continental'),
    restaurant(2, 'Khubani', 'Turkish, Italian'),
    restaurant(3, 'Olive Bar', 'Italian, Pizza'),
  ],
  dishes: [
    dish(1, 'Mr. Singh Pizzeria', 'Pizza, Fast Food'),
    dish(2, 'Italian Corner', 'Pasta'),
    dish(3, 'Camino Pizzeria', 'Pizza, Italian'),
  ],
};

describe('matchEverything (the landing page box)', () => {
  it('typed on, a query finds what it finds afresh; shortened or changed, it searches the whole list again', () => {
    // Fresh lists (their own index), typed as a visitor types: each query's results as a first search's.
    const typed = { restaurants: [...lists.restaurants], dishes: [...lists.dishes] };
    const names = (found: ReturnType<typeof matchEverything>) =>
      found.groups.map((group) => [group.label, group.options.map((option) => option.name)]);
    for (const text of ['i', 'it', 'ita', 'ital', 'it', 'p', 'pi', 'piz', 'pizza', 'za', 'pasta'])
      expect(names(matchEverything(typed, text, 8))).toEqual(
        names(matchEverything({ restaurants: [...lists.restaurants], dishes: [...lists.dishes] }, text, 8)),
      );
    // 'pizz' after 'pizza' (shorter): Olive Bar's and the dishes' cuisine again, as well as the names.
    matchEverything(typed, 'pizza', 8);
    expect(names(matchEverything(typed, 'pizz', 8))).toEqual([
      ['Dishes', ['Mr. Singh Pizzeria', 'Camino Pizzeria']],
      ['Cuisines', ['Olive Bar']],
    ]);
  });

  it('groups restaurants and dishes by name, then what serves the cuisine, each in list order', () => {
    const results = matchEverything(lists, ' ITALIAN ', 8);
    expect(results.groups.map((group) => [group.label, group.options.map((option) => option.name)])).toEqual([
      ['Dishes', ['Italian Corner']],
      ['Cuisines', ['Khubani', 'Olive Bar', 'Camino Pizzeria']],
    ]);
    expect(results.total).toBe(4);
    const [corner, khubani, , camino] = optionsOf(results);
    expect(corner).toMatchObject({ matchedIn: 'name', to: '/search-details/2' });
    // A cuisine option names the cuisine it was found by, not its whole variety.
    expect(khubani).toMatchObject({
      matchedIn: 'variety',
      kind: 'Dine out',
      variety: 'Italian',
      to: '/dinning/2',
    });
    expect(camino).toMatchObject({ matchedIn: 'variety', kind: 'Order online', to: '/search-details/3' });
  });

  it('finds a restaurant by name, and nothing for blank text', () => {
    expect(optionsOf(matchEverything(lists, 'spec', 8)).map((option) => option.to)).toEqual(['/dinning/1']);
    expect(matchEverything(lists, '   ', 8)).toEqual({ groups: [], total: 0 });
  });

  it('shows at most `limit`, name matches first: no name match is cut for a cuisine match; counts them all', () => {
    const results = matchEverything(lists, 'pizz', 2);
    expect(results.groups.map((group) => group.label)).toEqual(['Dishes']);
    expect(optionsOf(results).map((option) => option.name)).toEqual([
      'Mr. Singh Pizzeria',
      'Camino Pizzeria',
    ]);
    expect(results.total).toBe(3);
  });
});

describe('shares', () => {
  it('fills the groups in order: a group is never cut while a later one shows', () => {
    expect(shares([10, 2, 50], 8)).toEqual([8, 0, 0]);
    expect(shares([1, 5, 4], 8)).toEqual([1, 5, 2]);
    expect(shares([0, 0, 60], 8)).toEqual([0, 0, 8]);
    expect(shares([1, 1, 1], 8)).toEqual([1, 1, 1]);
    expect(shares([], 8)).toEqual([]);
  });
});

describe('cuisinesMatching', () => {
  it('keeps the cuisines of a variety that hold the query, trimmed', () => {
    expect(cuisinesMatching('Turkish, Modern Indian, Italian', 'indian')).toBe('Modern Indian');
    expect(cuisinesMatching('North Indian,South Indian, Desserts', 'indian')).toBe(
      'North Indian, South Indian',
    );
    expect(cuisinesMatching('Cakes,Rolls, Momos', 'momos')).toBe('Momos');
    expect(cuisinesMatching(undefined, 'x')).toBe('');
  });
});
