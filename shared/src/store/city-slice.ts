import type { StateCreator } from 'zustand';
import type { City } from '../types/cities';

export interface CitySlice {
  /** The city the top bar and the listings filter by; '' is None. */
  city: City;
  setCity: (city: City) => void;
}

export const createCitySlice: StateCreator<CitySlice, [], [], CitySlice> = (set) => ({
  city: '',
  setCity: (city) => set({ city }),
});
