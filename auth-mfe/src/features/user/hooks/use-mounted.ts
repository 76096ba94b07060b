import { useEffect, useRef } from 'react';

/**
 * True while the component is mounted: a sign-in that a click started and that ends after
 * the form has gone (the modal closed) does not set the state of a component no longer there.
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
