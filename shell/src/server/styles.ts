/**
 * The CSS the server bundles' modules registered, by app (tools/webpack/ssr/
 * style-registry.mjs writes this table under the same global name).
 */
type Table = Map<string, Set<string>>;

const table = (): Table => {
  const globals = globalThis as typeof globalThis & { __zomatoServerStyles?: Table };
  return (globals.__zomatoServerStyles ??= new Map());
};

/** The CSS of these apps, in the order their modules ran. */
export const stylesOf = (apps: readonly string[]): string[] =>
  apps.flatMap((app) => [...(table().get(app) ?? [])]);

/** Forgets an app's CSS before a new version of it loads. */
export function clearStyles(app: string): void {
  table().delete(app);
}
