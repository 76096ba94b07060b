/** @jest-environment jsdom */
/* global window, document */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/* The boot script of a server-rendered page (shell/src/entry/start-after-paint.js). */
const source = readFileSync(join(__dirname, '..', 'start-after-paint.js'), 'utf8');

// As page-html.mjs writes it: main.js's preload first.
const startUp = `<template id="start-up" data-main="/main.abc.js"><link rel="preload" as="script" href="/main.abc.js"><link rel="preload" as="script" href="/1.js"></template>`;

/** Runs the boot script in this document; `paint()` reports the first contentful paint. */
function boot() {
  let observed;
  window.PerformanceObserver = class {
    static supportedEntryTypes = ['paint'];
    constructor(callback) {
      observed = callback;
    }
    observe() {}
  };
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.eval(source);
  return { paint: () => observed({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }) };
}

const mainScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

test('on the first paint, main.js goes in the head with its preload, the other preloads in later tasks', () => {
  jest.useFakeTimers();
  // More preloads than one task adds (each costs the main thread a few ms on a phone).
  const more = Array.from({ length: 5 }, (_, i) => `<link rel="preload" as="script" href="/c${i}.js">`);
  document.body.innerHTML = `<div id="root">page</div>${startUp.replace('</template>', `${more.join('')}</template>`)}`;
  const { paint } = boot();
  expect(mainScripts()).toEqual([]);
  paint();
  expect(mainScripts()).toEqual(['/main.abc.js']);
  const first = preloads();
  expect(first[0]).toBe('/main.abc.js');
  expect(first.length).toBeLessThan(7);
  jest.runAllTimers();
  expect(preloads().sort()).toEqual([
    '/1.js',
    '/c0.js',
    '/c1.js',
    '/c2.js',
    '/c3.js',
    '/c4.js',
    '/main.abc.js',
  ]);
  expect(mainScripts()).toEqual(['/main.abc.js']);
  jest.useRealTimers();
});

test('a page that paints before its end is parsed starts once the document is (no error, no lost start)', () => {
  // A long page on a slow device: Chrome paints what it has parsed, the template not yet.
  document.body.innerHTML = '<div id="root">page</div>';
  const { paint } = boot();
  expect(() => paint()).not.toThrow();
  expect(mainScripts()).toEqual([]);
  document.body.insertAdjacentHTML('beforeend', startUp);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(mainScripts()).toEqual(['/main.abc.js']);
  // Started once: a later paint report adds nothing.
  paint();
  expect(mainScripts()).toEqual(['/main.abc.js']);
});

test('a script whose preload failed is asked for anew by the loaders; the others as they are', () => {
  document.body.innerHTML = `<div id="root">page</div>${startUp}`;
  boot().paint();
  const failed = [...document.head.querySelectorAll('link[rel="preload"]')].find(
    (link) => link.getAttribute('href') === '/1.js',
  );
  failed.dispatchEvent(new Event('error'));
  expect(window.__zomatoScriptUrl(failed.href)).toBe(`${failed.href}?after-failed-preload`);
  expect(window.__zomatoScriptUrl(`${failed.href}?v=2`)).toBe(`${failed.href}?v=2`);
  const main = new URL('/main.abc.js', window.location.href).href;
  expect(window.__zomatoScriptUrl(main)).toBe(main);
});
