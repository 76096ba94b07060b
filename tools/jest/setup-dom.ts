import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { format, TextDecoder, TextEncoder } from 'node:util';

// What the tests wait for includes real work: a PBKDF2 hash at 600,000 rounds (sign-up) and
// the real data service (cart). On a busy CI machine that can take seconds; a wait that is
// met returns at once, so this only gives room, it never slows a passing test.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its methods: these give it the open state only. What the
// browser adds (inert page, focus kept inside and given back, Escape) is tested in a real
// browser (e2e/specs/auth-modal.spec.ts). Tests of server rendering run in Node: no DOM.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // Like the browser, a task later.
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

// A React update outside act() fails the test that made it ("An update to X inside a test was
// not wrapped in act(...)"), so a passing run prints no such warning: the test awaits what it
// started (findBy*, waitFor on the final state, `await act(...)`) or ends it before it ends.
// The spy calls through to the console. A test's own jest.spyOn(console, 'error') gets this same
// spy, so a warning is seen here even where the test silences console.error; a spy the file set
// up before the test is used as it is and left in place.
const isActWarning = (message: unknown) => String(message).includes('not wrapped in act');
let consoleError: jest.SpyInstance;
let ownSpy = false;
let callsBefore = 0;
beforeEach(() => {
  ownSpy = !jest.isMockFunction(console.error);
  consoleError = jest.spyOn(console, 'error');
  callsBefore = ownSpy ? 0 : consoleError.mock.calls.length;
});
afterEach(() => {
  const warnings = consoleError.mock.calls.slice(callsBefore).filter(([message]) => isActWarning(message));
  if (ownSpy) consoleError.mockRestore();
  if (warnings.length === 0) return;
  const lines = new Set(warnings.map((args) => format(...args).split('\n')[0]));
  throw new Error(
    `React warned ${warnings.length} time(s) of an update not wrapped in act(...):\n` +
      [...lines].map((line) => `  ${line}`).join('\n'),
  );
});
