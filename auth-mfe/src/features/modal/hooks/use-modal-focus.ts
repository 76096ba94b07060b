import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export const focusableIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(focusable));

/**
 * Modal focus (WAI-ARIA dialog pattern): the page behind becomes inert, focus moves in
 * (to `[data-autofocus]`, again whenever `focusKey` changes) and goes back to whatever had
 * it when the dialog mounted.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  focusKey: string,
) {
  const opener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    opener.current = document.activeElement;
    const layer = layerRef.current;
    const background = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of background) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      const previous = opener.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [layerRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? dialog;
    target.focus();
  }, [dialogRef, focusKey]);
}

/** Keeps Tab and Shift+Tab cycling inside `root`. */
export function trapTab(event: KeyboardEvent, root: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
