import type { ReactNode } from 'react';
import { OptionSelect, type SelectOption } from '../ui/option-select';
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

/** One control with its visible label (a label element, so a click on it focuses the select). */
function Control({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.control}>
      <span className={styles.controlLabel}>{label}</span>
      {children}
    </label>
  );
}

/** City (the store's, shared with the top bar), price sort and rating sort. */
export function ListingControls({ priceSort, ratingSort, onPriceSort, onRatingSort, disabled }: Props) {
  const sortControl = <T extends string>(
    label: string,
    options: ReadonlyArray<SelectOption<T>>,
    value: T,
    onChange: (sort: T) => void,
  ) => (
    <Control label={label}>
      <OptionSelect
        className="form-control"
        disabled={disabled}
        options={options}
        value={value}
        onChange={onChange}
      />
    </Control>
  );
  return (
    <div className={styles.controls}>
      <Control label="City">
        <CitySelect className="form-control" disabled={disabled} />
      </Control>
      {sortControl('Price', priceSortOptions, priceSort, onPriceSort)}
      {sortControl('Rating', ratingSortOptions, ratingSort, onRatingSort)}
    </div>
  );
}
