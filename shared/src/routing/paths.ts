/** Every route string of the product, in one place (docs/architecture.md#conventions). */
export const deliveryCategories = [
  'burger',
  'cake',
  'coffee',
  'chaat',
  'ice-cream',
  'pizza',
  'shake',
] as const;

export type DeliveryCategory = (typeof deliveryCategories)[number];

export const paths = {
  home: '/',
  delivery: '/delivery',
  deliveryCategory: '/delivery/:category',
  deliveryCategoryItem: '/delivery/:category/:id',
  dining: '/dinning',
  diningItem: '/dinning/:id',
  nightlife: '/nightlife',
  nightlifeItem: '/nightlife/:id',
  searchDetails: '/search-details/:id',
  cart: '/cart',
  payment: '/payment',
  paymentSuccessful: '/paymentsuccessful',
  login: '/login',
  signup: '/signup',
} as const;

export const toPath = {
  deliveryCategory: (category: DeliveryCategory) => `/delivery/${category}`,
  deliveryCategoryItem: (category: DeliveryCategory, id: number | string) => `/delivery/${category}/${id}`,
  deliveryItem: (id: number | string) => `/delivery/${id}`,
  diningItem: (id: number | string) => `/dinning/${id}`,
  nightlifeItem: (id: number | string) => `/nightlife/${id}`,
  searchDetails: (id: number | string) => `/search-details/${id}`,
};

export function isDeliveryCategory(value: string): value is DeliveryCategory {
  return (deliveryCategories as readonly string[]).includes(value);
}

/** Item ids are whole numbers; anything else names no item, so it is never requested. */
export const isItemId = (value: string | undefined): value is string => /^\d{1,9}$/.test(value ?? '');
