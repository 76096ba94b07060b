import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Text for HTML: the server escapes what React does not write (title, meta). */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * JSON inside <script type="application/json">: nothing in it may close the element or
 * start a comment, whatever the data holds (item names are visitor-visible text).
 */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const { styleText } = createRequire(import.meta.url)('../tools/style-text.cjs');

/**
 * A page stylesheet (shell/src/server/stylesheets.ts): a build's CSS file carries the name
 * the browser's chunk loading looks for (`data-href`), so hydrating does not fetch it again.
 */
const styleElement = ({ href, css }) =>
  `<style${href ? ` data-href="${escapeHtml(href)}"` : ''}>${styleText(css)}</style>`;

/** The section remote's start-up scripts, preloaded from the head beside the shell's: [url, digest?]. */
const scriptPreloads = (scripts) =>
  scripts
    .map(
      ([url, digest]) =>
        `<link rel="preload" as="script" href="${escapeHtml(url)}"${digest ? ` integrity="${escapeHtml(digest)}"` : ''}>`,
    )
    .join('');

const slotPattern = /<!--ssr:([a-z-]+)-->/g;
const slots = ['description', 'title', 'head', 'app', 'data', 'remotes', 'remote-scripts', 'config'];

/**
 * The runtime config as it is now (set per request by ./live-renderer.mjs): the page carries it so
 * the browser hydrates without fetching /config.json first.
 */
const pageConfig = new AsyncLocalStorage();
export const withPageConfig = (config, answer) => pageConfig.run(config, answer);
/** The config this request's page carries (one object per version of the file). */
export const currentPageConfig = () => pageConfig.getStore();
const configScript = (config) =>
  config ? `<script type="application/json" id="runtime-config">${scriptJson(config)}</script>` : '';

/**
 * The shell's built page template (dist/server/page.html.template), each `<!--ssr:name-->` slot
 * filled with this page's part; undefined without one, and the renderer sends the static page.
 */
export function loadPageTemplate(shellDist) {
  const file = join(shellDist, 'server', 'page.html.template');
  if (!existsSync(file)) return undefined;
  const template = readFileSync(file, 'utf8');
  const found = [...template.matchAll(slotPattern)].map(([, name]) => name);
  const missing = slots.filter((name) => found.filter((slot) => slot === name).length !== 1);
  if (missing.length)
    throw new Error(`shell/dist/server/page.html.template: slot(s) ${missing.join(', ')} not there once`);
  /** `remoteScripts`: the section remote's start-up scripts, [url, digest?] (serving/remote-preload.mjs). */
  return ({ title, description, styles, html: rendered, data, remotes = {} }, remoteScripts = []) => {
    // React writes preloads and a page's own <meta> ahead of the page: in <head> they load early,
    // robots read them, and they stay out of what is hydrated.
    const preloads = /^(?:<(?:link|meta) [^>]*\/?>)*/.exec(rendered)[0];
    const parts = {
      description: escapeHtml(description),
      title: escapeHtml(title),
      head: `${preloads}${styles
        .filter(({ href }) => !href || !template.includes(`data-href="${href}"`))
        .map(styleElement)
        .join('')}`,
      app: rendered.slice(preloads.length),
      data: scriptJson(data),
      // The version of each section drawn (its entry): the browser hydrates with the same code.
      remotes: escapeHtml(JSON.stringify(remotes)),
      'remote-scripts': scriptPreloads(remoteScripts),
      config: configScript(pageConfig.getStore()),
    };
    return template.replace(slotPattern, (_, name) => parts[name]);
  };
}
