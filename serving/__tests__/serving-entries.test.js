/**
 * @zomato/serving is what the render server, npm start's site server and nginx's config
 * (deploy/nginx.mjs) serve by: its entries run in plain Node, reading @zomato/shared through that
 * package's entries (the routes, the lower-case page path), and the release tool names the files
 * of a released version the servers read with the same names.
 */
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const layout = require('../../deploy/release/layout.cjs');
const releaseFiles = require('@zomato/serving/release-files');

const root = join(__dirname, '..', '..');

it('serves by the routes and page paths of @zomato/shared, in plain Node', () => {
  const script = `
    import { redirectToCanonicalPath, rejectBadAddresses } from '@zomato/serving/page-address';
    import { remoteOf, warmUpPages } from '@zomato/serving/remote-preload';
    import { staticFilePattern } from '@zomato/serving/static-files';
    const answer = (middleware, originalUrl) => {
      let said = 'next';
      const res = {
        redirect: (status, to) => (said = [status, to]),
        status: (status) => ({ type: () => ({ send: () => (said = [status]) }) }),
      };
      middleware({ method: 'GET', originalUrl }, res, () => {});
      return said;
    };
    console.log(JSON.stringify({
      redirect: answer(redirectToCanonicalPath, '/Delivery/IceCream?city=Noida'),
      kept: answer(redirectToCanonicalPath, '/delivery/icecream'),
      refused: answer(rejectBadAddresses, '/delivery/%E0%A4%A'),
      remotes: ['/dinning/3', '/cart', '/search-details/1'].map(remoteOf),
      warmUp: warmUpPages().slice(0, 2),
      file: staticFilePattern.test('/mfe/dining/remoteEntry.js'),
    }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toEqual({
    redirect: [308, '/delivery/icecream?city=Noida'],
    kept: 'next',
    refused: [400],
    remotes: ['dining', 'checkout', null],
    warmUp: ['/', '/delivery'],
    file: true,
  });
});

it("names a released version's digest maps as the release tool writes them", () => {
  expect(layout.integrityName).toBe(releaseFiles.integrityName);
  expect(layout.firstIntegrityName).toBe(releaseFiles.firstIntegrityName);
  expect(layout.recordNames).toEqual(expect.arrayContaining([releaseFiles.firstIntegrityName]));
});
