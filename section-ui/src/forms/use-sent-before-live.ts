import { useEffect, useRef, type RefObject } from 'react';
import { formFields } from './form-fields';
import { useTypedBeforeLive } from './use-typed-before-live';

/**
 * A form whose choice made before the page was live is sent once it is: read as the page comes
 * alive (before anything redraws the fields), sent after every layout effect has run, since a
 * router's navigate called from a child's layout effect, before its parent's, does nothing.
 */
export function useSentBeforeLive<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<Name, string>>,
  send: (fields: URLSearchParams) => void,
): void {
  const early = useRef<URLSearchParams>(undefined);
  useTypedBeforeLive(form, values, () => {
    if (form.current) early.current = formFields(form.current);
  });
  useEffect(() => {
    if (early.current) send(early.current);
    early.current = undefined;
    // Once, as the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
