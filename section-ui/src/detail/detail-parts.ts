/** What a detail page renders: a chunk of its own, loaded by lazy-detail.tsx when one is shown. */
export { DetailPage } from './detail-page';
export { DetailView } from './detail-view';
export { AddToCartDetail } from './add-to-cart-detail';
