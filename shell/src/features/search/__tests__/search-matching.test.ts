import type { SearchItem } from '@zomato/shared';
import { highlightParts } from '../highlight-parts';
import { matchDishes, maxResults } from '../search-matching';

const dish = (id: number, name: string): SearchItem => ({ id, name, imgUrl: `images/global/${id}.svg` });
const list = [
  dish(1, 'Mr. Singh Pizzeria'),
  dish(2, 'Big City Pizza'),
  dish(3, 'Sandburg Shakes'),
  dish(4, 'pizza On My Plate'),
  dish(5, 'Chaat (Special)*'),
];
const names = (items: SearchItem[]) => items.map((item) => item.name);

describe('matchDishes', () => {
  it('is a case-insensitive substring match on the name, in list order', () => {
    for (const text of ['pizza', 'PIZZA', 'PiZzA']) {
      expect(names(matchDishes(list, text).items)).toEqual(['Big City Pizza', 'pizza On My Plate']);
    }
    expect(names(matchDishes(list, 'IZZ').items)).toEqual([
      'Mr. Singh Pizzeria',
      'Big City Pizza',
      'pizza On My Plate',
    ]);
    expect(names(matchDishes(list, 'shakes').items)).toEqual(['Sandburg Shakes']);
    expect(matchDishes(list, 'pizz').total).toBe(3);
  });

  it('typed on, shortened or changed, finds what a first search of the same text finds', () => {
    const typed = [...list];
    for (const text of ['p', 'pi', 'piz', 'pizz', 'pizza', 'pizz', 'izz', 'sh', 'a'])
      expect(matchDishes(typed, text)).toEqual(matchDishes([...list], text));
  });

  it('matches nothing for empty or blank text, and trims surrounding spaces', () => {
    expect(matchDishes(list, '')).toEqual({ items: [], total: 0 });
    expect(matchDishes(list, '   ')).toEqual({ items: [], total: 0 });
    expect(names(matchDishes(list, '  city ').items)).toEqual(['Big City Pizza']);
  });

  it('treats regular-expression and HTML characters as plain text', () => {
    expect(names(matchDishes(list, '(').items)).toEqual(['Chaat (Special)*']);
    expect(names(matchDishes(list, '*').items)).toEqual(['Chaat (Special)*']);
    expect(names(matchDishes(list, '.*').items)).toEqual([]);
    expect(names(matchDishes(list, '<b>').items)).toEqual([]);
    expect(names(matchDishes(list, 'mr.').items)).toEqual(['Mr. Singh Pizzeria']);
  });

  it('shows at most the cap but counts every match', () => {
    const many = Array.from({ length: 30 }, (_, index) => dish(index + 1, `Cake ${index + 1}`));
    const result = matchDishes(many, 'cake');
    expect(result.items).toHaveLength(maxResults);
    expect(result.items[0]?.name).toBe('Cake 1');
    expect(result.total).toBe(30);
    expect(matchDishes(many, 'cake', 3).items).toHaveLength(3);
  });
});

describe('highlightParts', () => {
  const marked = (name: string, text: string) =>
    highlightParts(name, text)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('');

  it('marks the matching text, keeping the name’s own case', () => {
    expect(marked('Big City Pizza', 'PIZZA')).toBe('Big City [Pizza]');
    expect(marked('Mr. Singh Pizzeria', 'izz')).toBe('Mr. Singh P[izz]eria');
  });

  it('marks every occurrence, without overlaps', () => {
    expect(marked('Pizza pizza', 'pizza')).toBe('[Pizza] [pizza]');
    expect(marked('aaaa', 'aa')).toBe('[aa][aa]');
  });

  it('keeps the whole name when there is nothing to mark', () => {
    expect(highlightParts('Big City Pizza', '')).toEqual([{ text: 'Big City Pizza', match: false }]);
    expect(highlightParts('Big City Pizza', 'sushi')).toEqual([{ text: 'Big City Pizza', match: false }]);
  });

  it('handles special characters literally', () => {
    expect(marked('Chaat (Special)*', '(s')).toBe('Chaat [(S]pecial)*');
    expect(marked('Chaat (Special)*', ')*')).toBe('Chaat (Special[)*]');
  });

  it('keeps offsets right when lower-casing changes the length', () => {
    // 'İ'.toLowerCase() is two code units long.
    expect(marked('İstanbul Kebab', 'kebab')).toBe('İstanbul [Kebab]');
  });

  it('puts the parts back together as the original name', () => {
    for (const [name, text] of [
      ['Mr. Singh Pizzeria', 'zz'],
      ['Pizza pizza', 'p'],
      ['İİ pizza', 'pi'],
    ] as const) {
      expect(
        highlightParts(name, text)
          .map((part) => part.text)
          .join(''),
      ).toBe(name);
    }
  });
});

describe('matchDishes while the visitor types on', () => {
  it('gives the same results as a fresh search when a query grows, shrinks or changes', () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      dish(index + 1, ['Pizza Hut', 'Pizzeria', 'Piazza', 'Burger Pit'][index % 4] + ` ${index + 1}`),
    );
    const typed = ['p', 'pi', 'piz', 'pizz', 'pizza', 'pizz', 'pi', 'pia', 'b', 'bu', 'pit', 'pizza 1', 'zz'];
    for (const text of typed) {
      const fresh = [...many]; // another list: its own index, no earlier query
      expect(matchDishes(many, text)).toEqual(matchDishes(fresh, text));
      expect(matchDishes(many, text).total).toBe(
        many.filter((item) => item.name.toLowerCase().includes(text)).length,
      );
    }
  });
});
