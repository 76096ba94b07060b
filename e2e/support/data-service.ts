import { expect } from '@playwright/test';
import type { FoodItem, SearchItem } from '../../shared/src/types/entities';

export type { FoodItem, SearchItem };

/** The data service the suite's site uses (the global setup starts it). */
export const api = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set: run through playwright with the global setup');
  return url;
};

/** What the data service answers at `path` ('restaurants', 'cake/1'), to check a page against. */
export async function fromApi<T = FoodItem>(path: string): Promise<T> {
  const response = await fetch(`${api()}/${path.replace(/^\//, '')}`);
  expect(response.ok, `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}
