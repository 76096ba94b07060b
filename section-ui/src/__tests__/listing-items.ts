/** A listing's items in server order (ids 1..5), for the listing rules' tests. */
export interface Item {
  id: number;
  price: number;
  rating: number;
  place: string;
}

export const serverOrder: Item[] = [
  { id: 1, price: 300, rating: 4.1, place: 'Noida' },
  { id: 2, price: 100, rating: 4.5, place: 'Gurgaon' },
  { id: 3, price: 200, rating: 3.9, place: 'Noida' },
  { id: 4, price: 500, rating: 4.3, place: 'New Delhi' },
  { id: 5, price: 100, rating: 4.0, place: 'Noida' },
];
