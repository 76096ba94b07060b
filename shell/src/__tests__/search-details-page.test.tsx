import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from '../../../tools/jest/app-tests';
import { itemLoader } from '@zomato/section-ui';
import { http, paths, setRuntimeConfig, type FoodItem } from '@zomato/shared';
import { action, SearchDetailsPage } from '../features/search-details/search-details-page';

const pizza: FoodItem = {
  id: 4,
  name: 'Big City Pizza',
  imgUrl: 'images/global/4.svg',
  price: 380,
  variety: 'Pizza, Italian',
  rating: 3.6,
  place: 'Noida',
};

/** The page at `path` in a data router, with its route's loader and action (as ../app/routes.tsx has them). */
const renderAt = (path: string) =>
  renderRoutesAt(
    [
      {
        path: paths.searchDetails,
        loader: itemLoader(({ id }) => ({ source: 'global', id })),
        action,
        Component: SearchDetailsPage,
      },
      // Where ADD TO CART sends the visitor (checkout's page in the site).
      { path: paths.cart, element: <h1>Your Cart</h1> },
    ],
    path,
  );

describe('SearchDetailsPage', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the '/global' item with 'Rs . {price} /-', and ADD TO CART posts it once, then goes to the cart", async () => {
    const get = jest.spyOn(await http(), 'get').mockImplementation(async (url: string) => ({
      data: url === '/global/4' ? pizza : [],
    }));
    const post = jest
      .spyOn(await http(), 'post')
      .mockResolvedValue({ data: { ...pizza, id: 1, quantity: 1 } });
    const { router } = await renderAt('/search-details/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Big City Pizza' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/global/4', expect.anything());
    expect(screen.getByTestId('detail-price')).toHaveTextContent('Rs . 380 /-');
    expect(screen.getByText('Noida')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() =>
      expect([router.state.location.pathname, router.state.errors]).toEqual(['/cart', null]),
    );
    expect(post).toHaveBeenCalledTimes(1);
    // With the press's key: the same press sent twice adds one line.
    expect(post).toHaveBeenCalledWith(
      '/cart',
      expect.objectContaining({ name: 'Big City Pizza', quantity: 1 }),
      { headers: { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) } },
    );
  });

  it('says so for an unknown id', async () => {
    jest.spyOn(await http(), 'get').mockRejectedValue({ response: { status: 404 } });
    await renderAt('/search-details/999');
    expect(await screen.findByRole('heading', { name: 'We could not find that dish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
