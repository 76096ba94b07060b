import { OptionSelect } from '../ui/option-select';
import { CitySelect } from './city-select';
import { priceSortOptions, ratingSortOptions, type PriceSort, type RatingSort } from './listing-rules';
import styles from './listing.module.css';

interface Props {
  priceSort: PriceSort;
  ratingSort: RatingSort;
  onPriceSort: (sort: PriceSort) => void;
  onRatingSort: (sort: RatingSort) => void;
  /** While the list is still arriving (docs/architecture.md#large-catalogues). */
  disabled?: boolean;
}

/** City (the store's, shared with the top bar), price sort and rating sort. */
export function ListingControls({ priceSort, ratingSort, onPriceSort, onRatingSort, disabled }: Props) {
  return (
    <div className={styles.controls}>
      <label className={styles.control}>
        <span className={styles.controlLabel}>City</span>
        <CitySelect disabled={disabled} />
      </label>
      <label className={styles.control}>
        <span className={styles.controlLabel}>Price</span>
        <OptionSelect
          options={priceSortOptions}
          value={priceSort}
          onChange={onPriceSort}
          disabled={disabled}
        />
      </label>
      <label className={styles.control}>
        <span className={styles.controlLabel}>Rating</span>
        <OptionSelect
          options={ratingSortOptions}
          value={ratingSort}
          onChange={onRatingSort}
          disabled={disabled}
        />
      </label>
    </div>
  );
}
