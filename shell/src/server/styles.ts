/**
 * The stylesheets the server bundles' modules registered, by app (tools/webpack/ssr/
 * style-registry.mjs writes this table under the same global name): each one's key (its
 * path from the repository root) and compiled CSS.
 */
export interface RegisteredStyle {
  /** Absent for a remote version built before stylesheets had keys. */
  key?: string;
  css: string;
}

type Table = Map<string, Map<string, string>>;
/** What server bundles built before the keys register (a set of CSS texts per app). */
type OlderTable = Map<string, Set<string>>;
type Globals = typeof globalThis & {
  __zomatoServerStylesheets?: Table;
  __zomatoServerStyles?: OlderTable;
};

const globals = globalThis as Globals;
const table = (): Table => (globals.__zomatoServerStylesheets ??= new Map());

/** An app's stylesheets, in the order its modules ran. */
export const stylesOf = (app: string): RegisteredStyle[] => [
  ...[...(table().get(app) ?? [])].map(([key, css]) => ({ key, css })),
  ...[...(globals.__zomatoServerStyles?.get(app) ?? [])].map((css) => ({ css })),
];

/** Forgets an app's CSS before a new version of it loads. */
export function clearStyles(app: string): void {
  table().delete(app);
  globals.__zomatoServerStyles?.delete(app);
}
