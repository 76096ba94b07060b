import { Link } from 'react-router-dom';
import { DetailPage, DetailView, formatRestaurantPrice, paths, SectionNotFound } from '@zomato/shared';
import { isRestaurantId, loadRestaurant } from '../api/restaurants';
import styles from './restaurants.module.css';

const backLabel = 'Back to NightLife restaurants';

/** /nightlife/{id}: one restaurant, priced 'Rs . {price}' and without a cart button. */
export function NightlifeDetail({ id }: { id: string | undefined }) {
  if (!isRestaurantId(id)) {
    return (
      <main>
        <SectionNotFound
          title="We could not find that place"
          backTo={paths.nightlife}
          backLabel={backLabel}
        />
      </main>
    );
  }
  return (
    <DetailPage
      load={loadRestaurant(id)}
      loadKey={`restaurants/${id}`}
      backTo={paths.nightlife}
      backLabel={backLabel}
    >
      {(restaurant) => (
        <>
          <Link to={paths.nightlife} className={styles.back}>
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
          <DetailView item={restaurant} price={formatRestaurantPrice(restaurant.price)} />
        </>
      )}
    </DetailPage>
  );
}
