import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OptionSelect, type SelectOption } from '../ui/option-select';
import { listingParams, type ListingQueryState } from '@zomato/shared';
import type { PreviewOf } from './choice-previews';
import { priceSortOptions, ratingSortOptions } from './listing-rules';
import { cityOptions } from './options';
import styles from './listing.module.css';

interface Props {
  /** The listing's choices (useListingQuery): its address and the site's city. */
  query: ListingQueryState;
  /** While the list is still arriving (docs/architecture.md#large-catalogues). */
  disabled?: boolean;
  /** What each choice's answer shows of the cards drawn (choice-previews.ts), when all are drawn. */
  previewOf?: PreviewOf;
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

/**
 * City (the site's, shared with the top bar), price sort and rating sort, in a form that
 * asks for this page with the choices in its address (docs/product.md#listing-address), so
 * they work without JavaScript too: 'Show' sends it. With JavaScript each choice applies at
 * once and the button is not shown (listing.module.css); before the page is live, a choice
 * sends the form itself.
 */
export function ListingControls({ query, disabled, previewOf }: Props) {
  const { pathname } = useLocation();
  const control = <T extends string>(
    label: string,
    name: string,
    options: ReadonlyArray<SelectOption<T>>,
    value: T,
    onChange: (value: T) => void,
  ) => (
    <Control label={label}>
      <OptionSelect
        className="form-control"
        name={name}
        disabled={disabled}
        options={options}
        value={value}
        onChange={onChange}
        // Read by the page before it is live (early-actions/listing-answers.js).
        optionData={previewOf && ((option: T) => ({ 'data-shows': previewOf(name, option) }))}
      />
    </Control>
  );
  return (
    <form
      method="get"
      action={pathname}
      // Before the page is live, a choice sends the form at once (shell/src/entry/early-actions/listing-answers.js).
      data-early-submit=""
      className={styles.controls}
      onSubmit={(event) => {
        // Live, the page applies what the form names itself, with no reload.
        event.preventDefault();
        const fields = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string') fields.append(name, value);
        query.submit(fields);
      }}
    >
      {/* The order on screen: with both sorts chosen in the form, the other one is the new choice. */}
      <input type="hidden" name={listingParams.sort} value={query.sort} />
      {control('City', listingParams.city, cityOptions, query.city, query.setCity)}
      {control('Price', listingParams.price, priceSortOptions, query.priceSort, query.setPriceSort)}
      {control('Rating', listingParams.rating, ratingSortOptions, query.ratingSort, query.setRatingSort)}
      <button type="submit" className={`brand-action without-script ${styles.show}`} disabled={disabled}>
        Show
      </button>
    </form>
  );
}
