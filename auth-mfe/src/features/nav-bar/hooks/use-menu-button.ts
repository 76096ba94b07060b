import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA menu button pattern: the button opens the menu and focus moves to an item;
 * arrows, Home and End move between items; Escape closes and returns to the button; Tab,
 * a click outside or choosing an item closes it.
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const openAt = useCallback((index: number) => {
    setFocusIndex(index);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => (open ? close(false) : openAt(0)),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
      }
    },
  };

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    hidden: !open,
    onKeyDown: (event: KeyboardEvent) => {
      const moves: Record<string, number> = {
        ArrowDown: (focusIndex + 1) % itemCount,
        ArrowUp: (focusIndex - 1 + itemCount) % itemCount,
        Home: 0,
        End: itemCount - 1,
      };
      const next = moves[event.key];
      if (next !== undefined) {
        event.preventDefault();
        setFocusIndex(next);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close(false);
      }
    },
  };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      itemRefs.current[index] = element;
    },
    role: 'menuitem' as const,
    tabIndex: -1,
    onFocus: () => setFocusIndex(index),
  });

  return { open, close, buttonProps, menuProps, itemProps };
}
