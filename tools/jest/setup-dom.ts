import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its methods: these give it the open state only. What the
// browser adds (inert page, focus kept inside and given back, Escape) is tested in a real
// browser (e2e/specs/auth-modal.spec.ts).
// (Not in the files that run in Node's environment, e.g. server rendering.)
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
