import { OptionSelect, type OptionSelectProps } from '../ui/option-select';
import type { City } from '@zomato/shared';
import { useListingQuery } from './use-listing-query';
import { cityOptions } from './options';

/**
 * The city of the whole site (the top bar's): on a listing page the one its address names,
 * and a choice goes into the address too; elsewhere the shared store's (useListingQuery).
 * `value` and `onChange` put the caller in charge of what shows and what a choice does (the
 * top bar's, which holds a choice until the page's sections are live).
 */
export function CitySelect({
  onChosen,
  value,
  onChange,
  ...props
}: Omit<OptionSelectProps<City>, 'options' | 'value' | 'onChange'> & {
  onChosen?: (city: City) => void;
  value?: City;
  onChange?: (city: City) => void;
}) {
  const { city, setCity } = useListingQuery();
  const choose = (chosen: City) => {
    (onChange ?? setCity)(chosen);
    onChosen?.(chosen);
  };
  return <OptionSelect {...props} options={cityOptions} value={value ?? city} onChange={choose} />;
}
