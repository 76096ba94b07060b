/** @jest-environment jsdom */
/* global window, document */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/* The boot script of a server-rendered page (tools/webpack/start-after-paint.js). */
const source = readFileSync(join(__dirname, '..', 'webpack', 'start-after-paint.js'), 'utf8');

const startUp = `<template id="start-up" data-main="/main.abc.js"><link rel="preload" as="script" href="/1.js"></template>`;

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

test('on the first paint, the start-up preloads go in the head, then main.js', () => {
  document.body.innerHTML = `<div id="root">page</div>${startUp}`;
  const { paint } = boot();
  expect(mainScripts()).toEqual([]);
  paint();
  expect(document.head.querySelector('link[rel="preload"]').getAttribute('href')).toBe('/1.js');
  expect(mainScripts()).toEqual(['/main.abc.js']);
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
