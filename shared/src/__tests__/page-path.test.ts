import { canonicalPagePath } from '../index';

describe('canonicalPagePath (one lower-case address per page)', () => {
  it('lower-cases the letters of a path and leaves the rest as it is', () => {
    expect(canonicalPagePath('/delivery/Cake')).toBe('/delivery/cake');
    expect(canonicalPagePath('/DINNING/12')).toBe('/dinning/12');
    expect(canonicalPagePath('/delivery/ice-cream')).toBe('/delivery/ice-cream');
    expect(canonicalPagePath('/caf%C3%A9')).toBe('/caf%c3%a9');
  });
});
