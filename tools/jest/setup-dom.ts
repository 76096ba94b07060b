import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

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
