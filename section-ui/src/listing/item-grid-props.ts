import type { FoodItem } from '@zomato/shared';
import type { ListSource } from '../data/catalog';

/** What the card grid takes (./item-grid.tsx, and its windowed form, ./windowed-grid.tsx). */
export interface ItemGridProps<T extends FoodItem> {
  /** The list's name for assistive technology (the page's heading). */
  label: string;
  /** The cards, or while a long list arrives its first ones (docs/data-service.md#large-catalogues). */
  items: readonly T[];
  /** How many cards the list has. */
  count?: number;
  linkFor: (item: T) => string | undefined;
  /** The list whose item endpoint serves each card's detail: a press asks for the item at once. */
  itemSource?: ListSource;
  /** Called when the page has the list's full height (see useGridWindow). */
  onSized?: (final: boolean) => void;
  /**
   * Windowed grid only: the card focused in the first screen drawn while its code loaded
   * (item-grid.tsx). That first screen goes when the windowed grid takes its place, and focus
   * is given back to the same card.
   */
  focusedBefore?: { readonly current: number | undefined };
}
