import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../remote-preload.mjs';
import { earlyActionsScript } from './early-actions.mjs';

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

/** A stylesheet's text inside <style>: it must not close the element. */
const styleText = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * A page stylesheet (shell/src/server/stylesheets.ts): a build's CSS file carries the name
 * the browser's chunk loading looks for (`data-href`), so hydrating does not fetch it again.
 */
const styleElement = ({ href, css }) =>
  `<style${href ? ` data-href="${escapeHtml(href)}"` : ''}>${styleText(css)}</style>`;

/**
 * The shell's own CSS files its built page links (those of its first chunk): a server-rendered
 * page carries their text instead, so the page paints without waiting for another request.
 */
const inlineLinkedStyles = (head, shellDist) =>
  head.replace(/<link href="\/([\w.-]+\.css)" rel="stylesheet"\s*\/?>/g, (_, file) =>
    styleElement({ href: file, css: readFileSync(join(shellDist, file), 'utf8') }),
  );

/**
 * The shell's start-up (tools/webpack/preload-startup-plugin.cjs writes dist/start-up.json):
 * a server-rendered page has its content to paint first, so its head loses the main script
 * and the chunk preloads, and gets the boot script (start.<hash>.js), which puts them in place,
 * with the section remote's scripts, once the content is painted. Without the list (a build
 * before it), the head is left as built.
 */
function startAfterPaint(head, shellDist) {
  const listFile = join(shellDist, 'start-up.json');
  if (!existsSync(listFile)) return { head, startUp: undefined };
  const { boot, main, scripts } = JSON.parse(readFileSync(listFile, 'utf8'));
  const tag = (name, url) =>
    new RegExp(`<${name}\\b[^>]*\\s(?:src|href)="?${escapeRegExp(url)}"?(?=[\\s>])[^>]*>`);
  const mainScript = tag('script', main);
  if (!mainScript.test(head)) throw new Error(`shell/dist: the page has no <script> for ${main}`);
  let startHead = head.replace(
    new RegExp(`${mainScript.source}(</script>)?`),
    `<script async src="${escapeHtml(boot)}"></script>`,
  );
  for (const script of scripts) startHead = startHead.replace(tag('link', script), '');
  return { head: startHead, startUp: { main, scripts: scripts.map((url) => [url]) } };
}

/**
 * The start-up preloads, inert until the boot script moves them into the head: a
 * <template>'s content is neither fetched nor run where it stands.
 */
function startUpTemplate({ main, scripts }) {
  const preload = ([url, digest]) =>
    `<link rel="preload" as="script" href="${escapeHtml(url)}"${digest ? ` integrity="${escapeHtml(digest)}"` : ''}>`;
  return `<template id="start-up" data-main="${escapeHtml(main)}">${[[main], ...scripts].map(preload).join('')}</template>`;
}

/**
 * The shell's built page (dist/index.html: its scripts, preloads and CSP-safe head) cut
 * where a server-rendered page differs: the title, the description, the styles, #root
 * (its wordmark stand-in replaced by the page) and the data script after it.
 */
export function loadPageTemplate(shellDist, file = 'index.html') {
  const source = readFileSync(join(shellDist, file), 'utf8');
  const root = /<div id="?root"?>[\s\S]*?<\/div>/.exec(source);
  if (!root) throw new Error(`shell/dist/${file} has no #root`);
  const { head, startUp } = startAfterPaint(
    inlineLinkedStyles(source.slice(0, root.index), shellDist),
    shellDist,
  );
  const tail = source.slice(root.index + root[0].length);
  /** `remoteScripts`: the section remote's start-up scripts, [url, digest?] (scripts/lib/remote-preload.mjs). */
  return ({ title, description, styles, html: rendered, data }, remoteScripts = []) => {
    // React writes preloads (the images it sees first) and a page's own <meta> (/status's
    // noindex) ahead of the page: they go in <head>, where they start early (and robots read
    // them) and stay out of what is hydrated; React finds such a <meta> there when it hydrates.
    const preloads = /^(?:<(?:link|meta) [^>]*\/?>)*/.exec(rendered)[0];
    const html = rendered.slice(preloads.length);
    const page = head
      // First in the head: from the first frame, what the visitor does is kept (early-actions.mjs).
      .replace(/<head>/, () => `<head><script>${earlyActionsScript}</script>`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta name="?description"? content=)("[^"]*"|[^\s>]*)/,
        (_, start) => `${start}"${escapeHtml(description)}"`,
      )
      .replace(
        '</head>',
        `${preloads}${styles
          .filter(({ href }) => !href || !head.includes(`data-href="${href}"`))
          .map(styleElement)
          .join('')}</head>`,
      )
      // The page works without JavaScript now: no "needs JavaScript" notice.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    const json = `<script type="application/json" id="ssr-data">${scriptJson(data)}</script>`;
    const startUpList = startUp
      ? startUpTemplate({ ...startUp, scripts: [...startUp.scripts, ...remoteScripts] })
      : '';
    return `${page}<div id="root">${html}</div>${json}${startUpList}${tail}`;
  };
}
