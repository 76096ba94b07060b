import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, paths, setRuntimeConfig, type FoodItem } from '@zomato/shared';
import { SearchDetailsPage } from '../features/search-details/search-details-page';

const pizza: FoodItem = {
  id: 4,
  name: 'Big City Pizza',
  imgUrl: 'images/global/4.svg',
  price: 380,
  variety: 'Pizza, Italian',
  rating: 3.6,
  place: 'Noida',
};

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={paths.searchDetails} element={<SearchDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SearchDetailsPage', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
    window.scrollTo = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the '/global' item with 'Rs . {price} /-', and ADD TO CART posts it once", async () => {
    const get = jest.spyOn(await http(), 'get').mockImplementation(async (url: string) => ({
      data: url === '/global/4' ? pizza : [],
    }));
    const post = jest
      .spyOn(await http(), 'post')
      .mockResolvedValue({ data: { ...pizza, id: 1, quantity: 1 } });
    renderAt('/search-details/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Big City Pizza' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/global/4', expect.anything());
    expect(screen.getByTestId('detail-price')).toHaveTextContent('Rs . 380 /-');
    expect(screen.getByText('Noida')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
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
    renderAt('/search-details/999');
    expect(await screen.findByRole('heading', { name: 'We could not find that dish' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
