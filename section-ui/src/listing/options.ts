import { cities, type City } from '@zomato/shared';

/** The city control's choices, None first (docs/product.md#business-constants). */
export const cityOptions: ReadonlyArray<{ value: City; label: string }> = [
  { value: '', label: 'None' },
  ...cities.map((city) => ({ value: city, label: city })),
];
