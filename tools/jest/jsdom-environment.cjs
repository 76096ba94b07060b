/**
 * jsdom with Node's own Fetch API classes (Request, Response, Headers, FormData) and the
 * AbortController they check signals against: React Router's data routers build a Request for
 * every navigation and fetcher, and jsdom has none. A form's FormData is read by jsdom's own
 * (Node's takes no form element) into Node's, which a Request can carry to an action.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const { Request, Response, Headers, AbortController, AbortSignal, URLSearchParams } = globalThis;
    // URLSearchParams too: a form posted as urlencoded is a body a Request can read back.
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, URLSearchParams });
    const FormOfPage = this.global.FormData;
    this.global.FormData = class FormDataOfForm extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [name, value] of new FormOfPage(form, submitter)) this.append(name, value);
      }
    };
  }
}

module.exports = JsdomWithFetch;
