import { listingParams } from '@zomato/shared';
import {
  listingReducer,
  visibleItems,
  type ListingAction,
  type ListingItem,
  type ListingState,
} from './listing-rules';

/** A listing control's name in its form (listingParams) and one of its values. */
export type PreviewOf = (name: string, value: string) => string | undefined;

const actionFor = <T extends ListingItem>(name: string, value: string): ListingAction<T> | undefined => {
  if (name === listingParams.city) return { type: 'city', city: value as ListingState<T>['city'] };
  if (name === listingParams.price) return { type: 'priceSort', sort: value as ListingState<T>['priceSort'] };
  if (name === listingParams.rating)
    return { type: 'ratingSort', sort: value as ListingState<T>['ratingSort'] };
  return undefined;
};

/**
 * What a listing choice's answer shows of the cards drawn now (`drawn`, each card's `data-index`
 * its place there), for the early-actions script to show at once while the server's page for
 * that choice is on its way (shell/src/entry/early-actions/listing-answers.js): the data-index of
 * each card the answer shows, in its order, as one string. Worked out by the listing rules
 * themselves (listingReducer, visibleItems), so the preview is what the answer draws. Undefined
 * when the answer needs a card that is not drawn (a list still arriving or windowed), or the
 * control is not a listing choice.
 */
export function choicePreviews<T extends ListingItem>(
  state: ListingState<T>,
  drawn: readonly T[],
): PreviewOf {
  const indexOf = new Map(drawn.map((item, index) => [item, index]));
  return (name, value) => {
    const action = actionFor<T>(name, value);
    if (!action || !state.source) return undefined;
    const indexes = visibleItems(listingReducer(state, action)).items.map((item) => indexOf.get(item));
    return indexes.every((index) => index !== undefined) ? indexes.join(' ') : undefined;
  };
}
