import { cityOptions, isCity } from './options';
import { priceSortOptions, ratingSortOptions, type PriceSort, type RatingSort } from './listing-rules';
import { selectCity, selectSetCity, useAppStore } from '../store/app-store';
import styles from './listing.module.css';

interface Props {
  priceSort: PriceSort;
  ratingSort: RatingSort;
  onPriceSort: (sort: PriceSort) => void;
  onRatingSort: (sort: RatingSort) => void;
}

/** City (the store's, shared with the top bar), price sort and rating sort. */
export function ListingControls({ priceSort, ratingSort, onPriceSort, onRatingSort }: Props) {
  const city = useAppStore(selectCity);
  const setCity = useAppStore(selectSetCity);
  return (
    <div className={styles.controls}>
      <label className={styles.control}>
        <span className={styles.controlLabel}>City</span>
        <select
          value={city}
          onChange={(event) => {
            if (isCity(event.target.value)) setCity(event.target.value);
          }}
        >
          {cityOptions.map((option) => (
            <option key={option.label} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span className={styles.controlLabel}>Price</span>
        <select value={priceSort} onChange={(event) => onPriceSort(event.target.value as PriceSort)}>
          {priceSortOptions.map((option) => (
            <option key={option.label} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span className={styles.controlLabel}>Rating</span>
        <select value={ratingSort} onChange={(event) => onRatingSort(event.target.value as RatingSort)}>
          {ratingSortOptions.map((option) => (
            <option key={option.label} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
