/**
 * Puts focus on the page's heading (its `main h1`, else its first `h1`, made focusable), as a
 * page load puts a screen reader at the top of the page. False when the page has none yet.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
