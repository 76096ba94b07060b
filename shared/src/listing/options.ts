/** Business constants of SPEC section 9. '' stands for None. */
export const cities = ['Ghaziabad', 'New Delhi', 'Gurgaon', 'Noida'] as const;
export type City = (typeof cities)[number] | '';

export const cityOptions: ReadonlyArray<{ value: City; label: string }> = [
  { value: '', label: 'None' },
  ...cities.map((city) => ({ value: city, label: city })),
];
