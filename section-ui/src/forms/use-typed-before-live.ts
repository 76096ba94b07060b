import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the visitor typed or chose in a form's fields before the page was live: hydration leaves it in
 * the fields, and this hands it to the form's state as the page comes alive, so a controlled
 * field never redraws it away. `onTyped` gets each named field whose text differs from `values`.
 */
export function useTypedBeforeLive<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<Name, string>>,
  onTyped: (typed: Partial<Record<Name, string>>) => void,
): void {
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed: Partial<Record<Name, string>> = {};
    for (const name of Object.keys(values) as Name[]) {
      const field = fields.namedItem(name);
      const isField = field instanceof HTMLInputElement || field instanceof HTMLSelectElement;
      if (isField && field.value !== values[name]) typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) onTyped(typed);
    // Once, as the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
