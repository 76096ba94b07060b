import { create } from 'zustand';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createCitySlice, type CitySlice } from './city-slice';

export type AppState = CartSlice & CitySlice;

/**
 * The one store of the page. @zomato/shared is a federation singleton, so the shell and
 * every remote import this same instance.
 */
export const useAppStore = create<AppState>()((...args) => ({
  ...createCartSlice(...args),
  ...createCitySlice(...args),
}));

export const selectCart = (state: AppState) => state.cart;
export const selectCity = (state: AppState) => state.city;
export const selectSetCity = (state: AppState) => state.setCity;
