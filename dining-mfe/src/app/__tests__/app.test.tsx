import { screen, within } from '@testing-library/react';
import { collections, collectionsTagline } from '@zomato/section-ui';
import { describeRestaurantSection } from '../../../../tools/jest/restaurant-section-suite';
import * as diningApp from '../app';

const { renderAt } = describeRestaurantSection({
  section: diningApp,
  path: '/dinning',
  heading: 'Dine-Out Restaurants In NCR Delhi',
  back: 'Back to Dine-Out restaurants',
  label: 'Dinning Out',
});

describe('/dinning, its own', () => {
  it('shows the collections block: four cards with their place counts and the tagline', async () => {
    await renderAt('/dinning');
    const block = screen.getByRole('region', { name: 'Collections' });
    expect(within(block).getByText(collectionsTagline)).toBeVisible();
    expect(collectionsTagline).toBe(
      'Explore curated lists of top restaurants, cafes, pubs, and bars in Delhi NCR, based on trends',
    );
    const titles = within(block)
      .getAllByRole('heading', { level: 3 })
      .map((title) => title.textContent);
    expect(titles).toEqual([
      'Catch the Match',
      'New In Town',
      'Trending This Week',
      'Calling all Bar Hoppers',
    ]);
    expect(collections.map((entry) => entry.places)).toEqual([30, 19, 30, 30]);
    expect(
      within(block)
        .getAllByText(/places/)
        .map((text) => text.textContent),
    ).toEqual(['30 places', '19 places', '30 places', '30 places']);
    await screen.findAllByTestId('item-card');
  });
});
