/** Business constants of docs/product.md#business-constants: the store's city is one of them. '' stands for None. */
export const cities = ['Ghaziabad', 'New Delhi', 'Gurgaon', 'Noida'] as const;
export type City = (typeof cities)[number] | '';
