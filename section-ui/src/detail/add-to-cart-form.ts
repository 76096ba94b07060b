/** The `intent` of a detail's ADD TO CART form (./add-to-cart-detail.tsx, ../forms/add-to-cart-answer.ts). */
export const addToCartIntent = 'add-to-cart';
