import { categoryLabels, deliveryCategories, paths, remotePages, sectionLinks } from '../routing/paths';
import siteRoutes from '../routing/site-routes.json';

/** site-routes.json is read by the apps and by the Node server; these are the product's routes. */
describe('the route table', () => {
  it('has the routes of docs/product.md#routes', () => {
    expect(paths).toEqual({
      home: '/',
      delivery: '/delivery',
      deliveryCategory: '/delivery/:category',
      deliveryCategoryItem: '/delivery/:category/:id',
      dining: '/dinning',
      diningItem: '/dinning/:id',
      nightlife: '/nightlife',
      nightlifeItem: '/nightlife/:id',
      searchDetails: '/search-details/:id',
      search: '/search',
      cart: '/cart',
      payment: '/payment',
      paymentSuccessful: '/paymentsuccessful',
      login: '/login',
      signup: '/signup',
    });
    expect(remotePages).toEqual([
      { remote: 'checkout', path: '/cart' },
      { remote: 'checkout', path: '/payment' },
      { remote: 'checkout', path: '/paymentsuccessful' },
      { remote: 'auth', path: '/login' },
      { remote: 'auth', path: '/signup' },
    ]);
  });

  it("names the sections as the product does ('Dinning Out')", () => {
    expect(sectionLinks).toEqual([
      { to: '/delivery', label: 'Delivery' },
      { to: '/dinning', label: 'Dinning Out' },
      { to: '/nightlife', label: 'Nightlife' },
    ]);
  });

  it('has the seven delivery categories, each with a heading name', () => {
    expect(deliveryCategories).toEqual(['burger', 'cake', 'coffee', 'chaat', 'ice-cream', 'pizza', 'shake']);
    expect(categoryLabels['ice-cream']).toBe('Ice Cream');
  });

  it("gives each section's first page a list the data service has", () => {
    for (const section of ['delivery', 'dining', 'nightlife'] as const) {
      expect(Object.keys(siteRoutes.lists)).toContain(siteRoutes.sections[section].list);
    }
  });
});
