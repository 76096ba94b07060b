import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { formFields } from '../forms/form-fields';
import { useSentBeforeLive } from '../forms/use-sent-before-live';
import { OptionSelect, type SelectOption } from '../ui/option-select';
import { listingParams } from './listing-query';
import type { ListingQueryState } from './use-listing-query';
import { priceSortOptions, ratingSortOptions } from './listing-rules';
import { cityOptions } from './options';
import styles from './listing.module.css';

interface Props {
  /** The listing's choices (useListingQuery): its address and the site's city. */
  query: ListingQueryState;
  /** While the list is still arriving (docs/data-service.md#large-catalogues). */
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

/**
 * City (the site's, shared with the top bar), price sort and rating sort, in a form that
 * asks for this page with the choices in its address (docs/product.md#listing-address), so
 * they work without JavaScript too: 'Show' sends it. With JavaScript each choice applies at
 * once and the button is not shown (listing.module.css).
 */
export function ListingControls({ query, disabled }: Props) {
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // A choice made before the page was live is still in its select (hydration leaves it): the
  // form is sent once live, so it applies as if made now.
  useSentBeforeLive(
    form,
    {
      [listingParams.city]: query.city,
      [listingParams.price]: query.priceSort,
      [listingParams.rating]: query.ratingSort,
    },
    query.submit,
  );
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
      />
    </Control>
  );
  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      className={styles.controls}
      onSubmit={(event) => {
        // Live, the page applies what the form names itself, with no reload.
        event.preventDefault();
        query.submit(formFields(event.currentTarget));
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
