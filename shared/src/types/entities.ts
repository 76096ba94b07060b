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
}

/** A fixed delivery category entry (carousel). */
export interface CategoryEntry {
  id: number;
  food: string;
  route: string;
  image: string;
}

/** The fields sent to create a cart line; the server assigns the id. */
export type NewCartLine = Omit<FoodItem, 'id'> & { quantity: number };

/** A line of the visitor's cart. */
export interface CartLine extends NewCartLine {
  id: number;
}

/** One entry of the locally kept sign-up list (docs/product.md#sign-up: never the plain password). */
export interface SignupEntry {
  email: string;
  passwordHash: string;
  salt: string;
}

/** The card form; never stored or sent (docs/product.md#payment). */
export interface PaymentForm {
  name: string;
  cardNo: string;
  expiry: string;
  cvv: string;
}
