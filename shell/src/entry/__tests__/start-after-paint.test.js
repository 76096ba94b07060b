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

/** main.js's preload arrives (its load event), and the promise callbacks after it run. */
async function mainArrives() {
  document.head.querySelector('link[href="/main.abc.js"]').dispatchEvent(new Event('load'));
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

test('on the first paint, the preload of main.js goes in the head first, main.js once it has arrived, the other preloads in later tasks', async () => {
  jest.useFakeTimers();
  // More preloads than one task adds (each costs the main thread a few ms on a phone).
  const more = Array.from({ length: 5 }, (_, i) => `<link rel="preload" as="script" href="/c${i}.js">`);
  document.body.innerHTML = `<div id="root">page</div>${startUp.replace('</template>', `${more.join('')}</template>`)}`;
  const { paint } = boot();
  expect(mainScripts()).toEqual([]);
  paint();
  expect(mainScripts()).toEqual([]);
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
  await mainArrives();
  expect(mainScripts()).toEqual(['/main.abc.js']);
  jest.useRealTimers();
});

test('main.js waits for an action the server is answering to be put in place (early-actions/answers.js)', async () => {
  document.body.innerHTML = `<div id="root">page</div>${startUp}`;
  boot().paint();
  // The visitor acts after the paint, before main.js has arrived.
  let answered;
  window.__zomatoAnswered = () => new Promise((resolve) => (answered = resolve));
  await mainArrives();
  expect(mainScripts()).toEqual([]);
  answered();
  await mainArrives();
  expect(mainScripts()).toEqual(['/main.abc.js']);
  delete window.__zomatoAnswered;
});

test('the preloads after the first few wait while an action the server is answering is being put in place', async () => {
  jest.useFakeTimers();
  const more = Array.from({ length: 5 }, (_, i) => `<link rel="preload" as="script" href="/c${i}.js">`);
  document.body.innerHTML = `<div id="root">page</div>${startUp.replace('</template>', `${more.join('')}</template>`)}`;
  let answered;
  const answer = new Promise((resolve) => (answered = resolve));
  window.__zomatoAnswered = () => answer;
  boot().paint();
  const first = preloads();
  jest.runAllTimers();
  // The visitor's answer has the connections and the main thread to itself.
  expect(preloads()).toEqual(first);
  window.__zomatoAnswered = () => null;
  answered();
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
  jest.runAllTimers();
  expect(preloads()).toHaveLength(7);
  delete window.__zomatoAnswered;
  jest.useRealTimers();
});

test('a page that paints before its end is parsed starts once the document is (no error, no lost start)', async () => {
  // A long page on a slow device: Chrome paints what it has parsed, the template not yet.
  document.body.innerHTML = '<div id="root">page</div>';
  const { paint } = boot();
  expect(() => paint()).not.toThrow();
  expect(mainScripts()).toEqual([]);
  document.body.insertAdjacentHTML('beforeend', startUp);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await mainArrives();
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
