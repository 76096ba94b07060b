import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { paths, visitorHeader, visitorIdPattern, visitorStorageKey } from '@zomato/shared';
import { addedToCartAnswer, earlyAnswerHeader } from '@zomato/shared/cart';

/**
 * The early-actions script (../early-actions/) with real React: a page rendered on the
 * "server", acted on before hydrateRoot, then hydrated. What the visitor did happens once.
 */
const folder = join(__dirname, '..', 'early-actions');
const { earlyActionsSource } = jest.requireActual<{ earlyActionsSource: () => string }>(
  join(folder, 'index.cjs'),
);
beforeAll(() => window.eval(earlyActionsSource()));

test('each name a part takes from the others is given by another part, and each part is in the script', () => {
  const names = (text: string, directive: string) =>
    [...text.matchAll(new RegExp(`/\\* ${directive} ([^*]+)\\*/`, 'g'))].flatMap((found) =>
      found[1]!.split(',').map((name) => name.trim()),
    );
  const source = earlyActionsSource();
  const parts = readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));
  const givers = new Map(
    parts.flatMap(({ file, text }) => names(text, 'exported').map((name) => [name, file])),
  );
  const missing = parts.flatMap(({ file, text }) =>
    names(text, 'global')
      .filter((name) => !givers.has(name) || givers.get(name) === file)
      .map((name) => `${file} takes ${name}`),
  );
  expect(missing).toEqual([]);
  expect(givers.size).toBeGreaterThan(5);
  for (const { text } of parts) expect(source).toContain(text);
});

test('ADD TO CART answered at once keeps the visitor id, the cart page and the answer headers as the page code does', () => {
  const script = readFileSync(join(folder, 'cart-answers.js'), 'utf8');
  const value = (name: string) => new RegExp(`var ${name} = ([^;]+);`).exec(script)?.[1];
  expect(value('visitorKey')).toBe(`'${visitorStorageKey}'`);
  expect(value('visitorIdForm')).toBe(String(visitorIdPattern));
  expect(value('cartPage')).toBe(`'${paths.cart}'`);
  expect(value('addedAnswer')).toBe(`'${addedToCartAnswer}'`);
  expect(value('answerHeaders')).toBe(`{ '${earlyAnswerHeader}': addedAnswer }`);
  expect(script).toContain(`'${visitorHeader}': visitor`);
});

let added: string[];
let submitted: string[];

function Page() {
  const [query, setQuery] = useState('');
  const [city, setCity] = useState('');
  const [name, setName] = useState('');
  return (
    <main id="page-main" tabIndex={-1}>
      <button type="button" onClick={() => added.push('cake')}>
        ADD TO CART
      </button>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output data-testid="query">{query}</output>
      <select aria-label="City" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="">None</option>
        <option value="Noida">Noida</option>
      </select>
      <output data-testid="city">{city}</output>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(name);
        }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Submit Here</button>
      </form>
      <a href="/elsewhere">A plain link</a>
      <a href="#page-main">Skip to main content</a>
    </main>
  );
}

function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  const get = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return { container, get };
}

const typeInto = (input: HTMLInputElement, text: string) => {
  input.focus();
  input.value = text;
  input.setSelectionRange(2, 2);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** Hydrates, then lets the script's replay (one step a 16 ms task) run to its end. */
async function hydrate(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

beforeEach(() => {
  added = [];
  submitted = [];
});

test('a click before hydration is held, then replayed once when the button is live', async () => {
  const { container, get } = serverPage();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  get<HTMLButtonElement>('button').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(document.documentElement.dataset.earlyActions).toBe('1');
  await hydrate(container);
  expect(added).toEqual(['cake']);
  expect(document.documentElement.dataset.earlyActions).toBeUndefined();
  // Live now: a click goes straight to React, once.
  await act(async () => get<HTMLButtonElement>('button').click());
  expect(added).toEqual(['cake', 'cake']);
});

test('typed text and a choice reach React with the caret kept; a submit follows them, in order', async () => {
  const { container, get } = serverPage();
  typeInto(get<HTMLInputElement>('input[aria-label="Search"]'), 'pizza');
  const select = get<HTMLSelectElement>('select');
  select.value = 'Noida';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  typeInto(get<HTMLInputElement>('input[aria-label="Name"]'), 'Asha');
  get<HTMLButtonElement>('button[type="submit"]').click();
  expect(submitted).toEqual([]);

  await hydrate(container);
  expect(get('[data-testid="query"]').textContent).toBe('pizza');
  expect(get('[data-testid="city"]').textContent).toBe('Noida');
  expect(submitted).toEqual(['Asha']);
  const name = get<HTMLInputElement>('input[aria-label="Name"]');
  expect(document.activeElement).toBe(name);
  expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2]);
});

test('a plain link is left to the browser', () => {
  const { get } = serverPage();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  get('a').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(document.documentElement.dataset.earlyActions).toBeUndefined();
});

test('an in-page link moves focus to its target and leaves the address alone, as the live one does', () => {
  const { get } = serverPage();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  get('a[href="#page-main"]').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(document.activeElement).toBe(get('main'));
  expect(document.documentElement.dataset.earlyActions).toBeUndefined();
});

/** A strip whose links are drawn anew once live, elsewhere in the page (react-slick replacing the first view's strip). */
function RedrawnStrip({ pressed }: { pressed: string[] }) {
  // The server's strip while hydrating, the new one right after (as the carousel's width class).
  const slick = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  const link = (
    <a
      href="/delivery/chaat"
      onClick={(event) => {
        event.preventDefault();
        pressed.push('French Fries');
      }}
    >
      French Fries
    </a>
  );
  return (
    <section>
      <button type="button" onClick={() => pressed.push('Next')}>
        Next
      </button>
      {slick ? (
        <div className="slick-list">
          <div className="slick-track">
            <div className="slick-slide">{link}</div>
          </div>
        </div>
      ) : (
        <ul>
          <li>{link}</li>
        </ul>
      )}
    </section>
  );
}

test('a link held behind another press and drawn anew elsewhere is still followed, after that press', async () => {
  const pressed: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RedrawnStrip pressed={[]} />);
  document.body.replaceChildren(container);
  container.querySelector('button')!.click();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  const heldLink = container.querySelector('a')!;
  heldLink.dispatchEvent(click);
  // Behind the held Next, the link waits its turn instead of leaving the page at once.
  expect(click.defaultPrevented).toBe(true);
  expect(document.documentElement.dataset.earlyActions).toBe('2');

  await act(async () => {
    hydrateRoot(container, <RedrawnStrip pressed={pressed} />);
  });
  expect(heldLink.isConnected).toBe(false);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  expect(pressed).toEqual(['Next', 'French Fries']);
  expect(document.documentElement.dataset.earlyActions).toBeUndefined();
});
