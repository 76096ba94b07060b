/** The `intent` of a detail's ADD TO CART form (./add-to-cart-detail.tsx, ./add-to-cart-action.ts). */
export const addToCartIntent = 'add-to-cart';
