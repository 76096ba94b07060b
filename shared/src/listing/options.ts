/** Business constants of docs/product.md#business-constants. '' stands for None. */
export const cities = ['Ghaziabad', 'New Delhi', 'Gurgaon', 'Noida'] as const;
export type City = (typeof cities)[number] | '';

export const cityOptions: ReadonlyArray<{ value: City; label: string }> = [
  { value: '', label: 'None' },
  ...cities.map((city) => ({ value: city, label: city })),
];
