import fastDelivery from './images/fast-delivery.webp';
import lateNight from './images/late-night.webp';
import partyOrders from './images/party-orders.webp';
import sweetEndings from './images/sweet-endings.webp';

export interface Promo {
  id: string;
  title: string;
  text: string;
  image: string;
}

/** The four promotional images under each category listing (docs/product.md#categories). */
export const promos: readonly Promo[] = [
  {
    id: 'fast-delivery',
    title: 'Quick to your door',
    text: 'Hot food across Delhi NCR',
    image: fastDelivery,
  },
  { id: 'party-orders', title: 'Party orders', text: 'Cakes and snacks for the crowd', image: partyOrders },
  { id: 'late-night', title: 'Late-night cravings', text: 'Shakes, fries and more', image: lateNight },
  { id: 'sweet-endings', title: 'Sweet endings', text: 'A dessert for every meal', image: sweetEndings },
];
