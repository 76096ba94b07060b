import { screen } from '@testing-library/react';
import { describeRestaurantSection } from '../../../../tools/jest/restaurant-section-suite';
import * as nightlifeApp from '../app';

const { renderAt } = describeRestaurantSection({
  section: nightlifeApp,
  path: '/nightlife',
  heading: 'NightLife Restaurants In NCR Delhi',
  back: 'Back to NightLife restaurants',
  label: 'Nightlife',
});

describe('/nightlife, its own', () => {
  it('has no collections block (that belongs to dine-out)', async () => {
    await renderAt('/nightlife');
    await screen.findAllByTestId('item-card');
    expect(screen.queryByRole('region', { name: 'Collections' })).not.toBeInTheDocument();
    expect(screen.queryByText('Catch the Match')).not.toBeInTheDocument();
  });
});
