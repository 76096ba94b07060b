/** A food or restaurant item as the data service returns it (docs/product.md#entities-and-storage). */
export interface FoodItem {
  id: number;
  name: string;
  imgUrl: string;
  price: number;
  variety: string;
  rating: number;
  place: string;
}

/** An entry of the global search list. */
export interface SearchItem {
  id: number;
  name: string;
  imgUrl: string;
  /** The global list carries them too; they tell apart dishes of the same name. */
  place?: string;
  price?: number;
  variety?: string;
  rating?: number;
}

/** The fields sent to create a cart line; the server assigns the id. */
export type NewCartLine = Omit<FoodItem, 'id'> & { quantity: number };

/** A line of the visitor's cart. */
export interface CartLine extends NewCartLine {
  id: number;
}

/** A line as it was paid for: the line's id, and what the confirmation lists. */
export interface PaidItem {
  lineId: number;
  name: string;
  price: number;
  quantity: number;
}

/** A payment as the data service recorded it: one per payment attempt. */
export interface Payment {
  attemptId: string;
  amount: number;
  items: PaidItem[];
  paidAt: string;
}
