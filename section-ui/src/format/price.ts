/** 'Rs . 150 /-' on delivery detail pages (docs/product.md#fixed-texts). */
export const formatDetailPrice = (price: number) => `Rs . ${price} /-`;

/** 'Rs . 1350' on dine-out and nightlife detail pages: no '/-'. */
export const formatRestaurantPrice = (price: number) => `Rs . ${price}`;

/** 'Rs.300 /-' for a cart line total. */
export const formatLineTotal = (price: number, quantity: number) => `Rs.${price * quantity} /-`;

/** 'Rs. 150' on listing cards. */
export const formatCardPrice = (price: number) => `Rs. ${price}`;

/** 'Rs. 450 /-' for amounts to pay. */
export const formatAmount = (amount: number) => `Rs. ${amount} /-`;
