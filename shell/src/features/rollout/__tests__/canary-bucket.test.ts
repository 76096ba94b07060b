import { randomUUID } from 'node:crypto';
import { canaryBucket, inCanary } from '../canary-bucket';

/** A canary reaches its percentage of visitors, each one consistently. */
const visitors = Array.from({ length: 1000 }, () => randomUUID());
const share = (percent: number) => visitors.filter((id) => inCanary(id, 'delivery', percent)).length / 10;

test.each([0, 50, 100])('%i %% of 1,000 visitor ids get the canary, within 5 points', (percent) => {
  expect(Math.abs(share(percent) - percent)).toBeLessThanOrEqual(5);
});

test('a visitor keeps their bucket; buckets of different remotes are independent', () => {
  for (const id of visitors.slice(0, 50))
    expect(canaryBucket(id, 'delivery')).toBe(canaryBucket(id, 'delivery'));
  const both =
    visitors.filter((id) => inCanary(id, 'delivery', 50) && inCanary(id, 'dining', 50)).length / 10;
  expect(Math.abs(both - 25)).toBeLessThanOrEqual(5);
});
