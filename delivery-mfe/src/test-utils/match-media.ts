/**
 * jsdom has no matchMedia; react-slick registers its breakpoints with it. Nothing ever
 * matches a change here, so the carousel keeps the settings for jsdom's 1024 px width.
 */
export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
