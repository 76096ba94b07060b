import { OptionSelect, type OptionSelectProps } from '../ui/option-select';
import type { City } from '@zomato/shared';
import { useListingQuery } from './use-listing-query';
import { cityOptions } from './options';

/**
 * The city of the whole site (the top bar's): on a listing page the one its address names,
 * and a choice goes into the address too; elsewhere the shared store's (useListingQuery).
 */
export function CitySelect({
  onChosen,
  ...props
}: Omit<OptionSelectProps<City>, 'options' | 'value' | 'onChange'> & { onChosen?: (city: City) => void }) {
  const { city, setCity } = useListingQuery();
  const choose = (chosen: City) => {
    setCity(chosen);
    onChosen?.(chosen);
  };
  return <OptionSelect {...props} options={cityOptions} value={city} onChange={choose} />;
}
