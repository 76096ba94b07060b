import { choicePreviews } from '../choice-previews';
import { visibleItems, type ListingState } from '../listing-rules';
import { serverOrder as source, type Item } from '../../__tests__/listing-items';

const none: ListingState<Item> = { source, city: '', priceSort: '', ratingSort: '' };
/** The cards drawn for `state`, and the ids of those a preview names (by data-index). */
const drawnFor = (state: ListingState<Item>) => visibleItems(state).items;
const idsOf = (drawn: readonly Item[], preview: string | undefined) =>
  preview?.split(' ').map((index) => drawn[Number(index)]!.id);

describe("choice previews: what a choice's answer shows of the cards drawn", () => {
  it('a city keeps its cards in the order on screen', () => {
    const drawn = drawnFor(none);
    expect(idsOf(drawn, choicePreviews(none, drawn)('city', 'Noida'))).toEqual([1, 3, 5]);
    const byPrice = { ...none, priceSort: 'ascPrice' } as const;
    const sorted = drawnFor(byPrice);
    expect(idsOf(sorted, choicePreviews(byPrice, sorted)('city', 'Noida'))).toEqual([5, 3, 1]);
  });

  it('a city with no places shows every card, as the listing does', () => {
    const drawn = drawnFor(none);
    expect(idsOf(drawn, choicePreviews(none, drawn)('city', 'Ghaziabad'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('a sort orders the cards, and drops the other sort (they are exclusive)', () => {
    const byRating = { ...none, ratingSort: 'descRating' } as const;
    const drawn = drawnFor(byRating);
    const preview = choicePreviews(byRating, drawn);
    expect(idsOf(drawn, preview('price', 'descPrice'))).toEqual([4, 1, 3, 2, 5]);
    // None for price keeps the rating order.
    expect(idsOf(drawn, preview('price', ''))).toEqual([2, 4, 1, 5, 3]);
    expect(idsOf(drawn, preview('rating', ''))).toEqual([1, 2, 3, 4, 5]);
  });

  it('says nothing when the answer needs a card that is not drawn, or for another control', () => {
    const inNoida = { ...none, city: 'Noida' } as const;
    const drawn = drawnFor(inNoida);
    const preview = choicePreviews(inNoida, drawn);
    // Gurgaon's card is not among Noida's.
    expect(preview('city', 'Gurgaon')).toBeUndefined();
    expect(idsOf(drawn, preview('price', 'ascPrice'))).toEqual([5, 3, 1]);
    expect(preview('sort', 'ascPrice')).toBeUndefined();
    expect(choicePreviews({ ...none, source: undefined }, [])('city', 'Noida')).toBeUndefined();
  });
});
