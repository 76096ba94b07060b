/** Item ids are whole numbers; anything else names no item, so it is never requested. */
export const isItemId = (value: string | undefined): value is string => /^\d{1,9}$/.test(value ?? '');
