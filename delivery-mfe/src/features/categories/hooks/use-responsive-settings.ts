import { useSyncExternalStore } from 'react';
import type { ResponsiveObject, Settings } from 'react-slick';

/** react-slick's rule: a breakpoint applies up to its width, the smallest match wins. */
export function activeBreakpoint(responsive: readonly ResponsiveObject[], width: number) {
  return [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * react-slick applies `responsive` only when a media query *changes*, so a page opened on
 * a phone starts with the wide settings. The settings for the current width are given as
 * the top-level ones too; later changes are the same from either side.
 */
export function useResponsiveSettings(settings: Settings): Settings {
  const responsive = settings.responsive ?? [];
  const breakpoint = useSyncExternalStore(
    subscribe,
    () => activeBreakpoint(responsive, window.innerWidth)?.breakpoint ?? 0,
    () => 0,
  );
  const match = responsive.find((entry) => entry.breakpoint === breakpoint);
  return match && match.settings !== 'unslick' ? { ...settings, ...match.settings } : settings;
}
