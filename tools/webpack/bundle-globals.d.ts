/**
 * Free names of the code under tools/webpack/ that webpack bundles (or writes into a
 * build's runtime) rather than Node running it: tsconfig.tools.json checks that code with
 * Node's types only (lib ES2023, no DOM), so what it finds at run time is declared here.
 * Only this program sees these: the apps' own code has the DOM and @zomato/shared's
 * declarations (shell/src/features/rollout/script-integrity.ts).
 */

/** webpack's require inside a bundle: its module table, public path, chunk file names and chunk loading handlers. */
declare const __webpack_require__: {
  (id: string | number): unknown;
  m: Record<string | number, unknown>;
  p: string;
  u(chunkId: string | number): string;
  f?: Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>;
};

/** Node's own require in a server bundle (webpack leaves it alone). */
declare const __non_webpack_require__: NodeJS.Require;

/** The app's name, written in by fast-refresh/fast-refresh.cjs (DefinePlugin). */
declare const __FAST_REFRESH_SCOPE__: string;

/** The part of a <script> element federation-runtime-plugin.cjs sets. */
interface BundleScriptElement {
  src: string;
  async: boolean;
  defer: boolean;
  integrity: string;
  setAttribute(name: string, value: string): void;
}

/** A <link>: a stylesheet made by mini-css-extract-plugin's chunk loading (css-files.cjs), or a preload made by federation-runtime-plugin.cjs. */
interface BundleLinkElement {
  href: string;
  integrity: string;
  setAttribute(name: string, value: string): void;
}

/** The page's document, as the browser-side code here uses it (undefined on a server). */
declare const document: {
  baseURI: string;
  head: { appendChild(node: BundleLinkElement): unknown };
  createElement(tagName: 'script'): BundleScriptElement;
  createElement(tagName: 'link'): BundleLinkElement;
};

/* eslint-disable no-var -- globals set by the page are `var`s of globalThis */
/** The page's digests (shell/src/features/rollout/script-integrity.ts): a released script's sha384 digest. */
declare var __zomatoScriptIntegrity: ((url: string) => string | undefined) | undefined;
/** Adds a stylesheet's <link> with its released digest (shell/src/features/rollout/script-integrity.ts). */
declare var __zomatoPinStylesheet: ((link: BundleLinkElement) => void) | undefined;
/** The address to load a script from after its start-up preload failed (shell/src/lib/failed-preloads.ts). */
declare var __zomatoScriptUrl: ((url: string) => string) | undefined;
/* eslint-enable no-var */

/** webpack's alias (fast-refresh.cjs) of react-refresh/runtime: the copy of this build. */
declare module 'react-refresh-runtime-of-this-build' {
  const runtime: { register(type: unknown, id: string): void; [name: string]: unknown };
  export = runtime;
}

/** webpack's alias (create-app-config.cjs) of react-router's build for the mode. */
declare module 'react-router-build' {
  export * from 'react-router';
}
