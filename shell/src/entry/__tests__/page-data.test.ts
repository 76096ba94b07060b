import { readSsrData } from '../page-data';

it('reads the data script, and nothing from a page without one or a broken one', () => {
  document.body.innerHTML = '<script type="application/json" id="ssr-data">{"a":1}</script>';
  expect(readSsrData()).toEqual({ entries: { a: 1 } });
  document.body.innerHTML = '<script type="application/json" id="ssr-data">{oops</script>';
  expect(readSsrData()).toBeNull();
  document.body.innerHTML = '';
  expect(readSsrData()).toBeNull();
});
