/** The text that is matched: surrounding spaces are not part of a dish name search. */
export const normaliseQuery = (text: string) => text.trim();
