import { cityOptions, isCity, selectCity, selectSetCity, useAppStore } from '@zomato/shared';

/** Placeholder until the delivery issue: heading and the shared city value. */
export function DeliveryPlaceholder({ heading }: { heading: string }) {
  const city = useAppStore(selectCity);
  const setCity = useAppStore(selectSetCity);
  return (
    <main>
      <h1>{heading}</h1>
      <label>
        City{' '}
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
    </main>
  );
}
