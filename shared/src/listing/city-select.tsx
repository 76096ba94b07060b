import { selectCity, selectSetCity, useAppStore } from '../store/app-store';
import { OptionSelect, type OptionSelectProps } from '../ui/option-select';
import { cityOptions, type City } from './options';

/** The city of the whole site (the shared store's): the top bar and every listing show the same one. */
export function CitySelect(props: Omit<OptionSelectProps<City>, 'options' | 'value' | 'onChange'>) {
  const city = useAppStore(selectCity);
  const setCity = useAppStore(selectSetCity);
  return <OptionSelect {...props} options={cityOptions} value={city} onChange={setCity} />;
}
