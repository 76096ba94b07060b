import { Link } from 'react-router-dom';
import { DetailPage, DetailView, formatRestaurantPrice, paths, SectionNotFound } from '@zomato/shared';
import { isRestaurantId, loadRestaurant } from '../api/restaurants';
import styles from './restaurants.module.css';

const backLabel = 'Back to Dine-Out restaurants';

/** /dinning/{id}: one restaurant, priced 'Rs . {price}' and without a cart button. */
export function DiningDetail({ id }: { id: string | undefined }) {
  if (!isRestaurantId(id)) {
    return (
      <main>
        <SectionNotFound title="We could not find that place" backTo={paths.dining} backLabel={backLabel} />
      </main>
    );
  }
  return (
    <DetailPage
      load={loadRestaurant(id)}
      loadKey={`restaurants/${id}`}
      backTo={paths.dining}
      backLabel={backLabel}
    >
      {(restaurant) => (
        <>
          <Link to={paths.dining} className={styles.back}>
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
          <DetailView item={restaurant} price={formatRestaurantPrice(restaurant.price)} />
        </>
      )}
    </DetailPage>
  );
}
