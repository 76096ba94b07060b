import { join } from 'node:path';

/**
 * A listing choice made before the page is live (../early-actions/listing-answers.js): the cards
 * its option names (`data-shows`, worked out by the listing rules on the server) show in the
 * frame of the choice, and the server's page for the choice then takes their place.
 */
const { earlyActionsSource } = jest.requireActual<{ earlyActionsSource: () => string }>(
  join(__dirname, '..', 'early-actions', 'index.cjs'),
);
beforeAll(() => window.eval(earlyActionsSource()));

/** A server page: the form's selects (their options' data-shows as given) and the cards. */
const page = (selects: string, cards: string[]) => `<body><div id="root"><main>
  <form data-early-submit="" action="/delivery">${selects}</form>
  <ul data-early-cards="" aria-busy="false">${cards
    .map((name, index) => `<li data-index="${index}">${name}</li>`)
    .join('')}</ul>
  </main></div><script type="application/json" id="ssr-data">{}</script>
  <template id="start-up" data-main="/main.1.js"></template></body>`;
const citySelect = (noida: string) =>
  `<select name="city"><option value="">None</option><option value="Noida" data-shows="${noida}">Noida</option><option value="Delhi">Delhi</option></select>`;
const priceSelect = `<select name="price"><option value="">None</option><option value="ascPrice" data-shows="1 0">Low to High</option></select>`;

let answers: Array<{ address: string; send: (html: string) => void }>;
beforeEach(() => {
  answers = [];
  window.fetch = jest.fn(
    (address: string) =>
      new Promise<Response>((resolve) =>
        answers.push({
          address,
          send: (html) => resolve({ ok: true, url: address, text: () => Promise.resolve(html) } as Response),
        }),
      ),
  ) as unknown as typeof fetch;
});
/** Lets the answer's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const cards = () => [...document.querySelectorAll('li')].map((card) => card.textContent);
const busy = () => document.querySelector('ul')!.getAttribute('aria-busy');
const choose = (name: string, value: string) => {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

test("a choice shows the cards its option names, in that order, in its own frame; the server's page then takes their place", async () => {
  document.body.outerHTML = page(citySelect('2 0') + priceSelect, ['A', 'B', 'C']);
  choose('city', 'Noida');
  expect(cards()).toEqual(['C', 'A']);
  expect(busy()).toBe('true');
  await settle();
  expect(answers.map((answer) => answer.address)).toEqual([
    expect.stringMatching(/\/delivery\?city=Noida&price=$/),
  ]);
  // A second choice made while that answer is on its way waits for it: its option speaks of the
  // page as it was drawn, not of the one on its way.
  choose('price', 'ascPrice');
  expect(cards()).toEqual(['C', 'A']);
  answers[0]!.send(page(citySelect('0 1') + priceSelect, ['C', 'A']));
  await settle();
  expect(cards()).toEqual(['C', 'A']);
  expect(busy()).toBe('false');
  expect(answers).toHaveLength(2);
  answers[1]!.send(page(citySelect('1 0') + priceSelect, ['A', 'C']));
  await settle();
  expect(cards()).toEqual(['A', 'C']);
});

test('a choice whose option names a card not drawn, or none, waits for the answer', async () => {
  document.body.outerHTML = page(citySelect('0 3'), ['A', 'B']);
  choose('city', 'Noida');
  expect(cards()).toEqual(['A', 'B']);
  expect(busy()).toBe('false');
  await settle();
  answers[0]!.send(page(citySelect('0'), ['A']));
  await settle();
  expect(cards()).toEqual(['A']);
  choose('city', 'Delhi');
  expect(cards()).toEqual(['A']);
  await settle();
  expect(answers).toHaveLength(2);
  answers[1]!.send(page(citySelect('0'), ['A', 'B']));
  await settle();
});

test('a choice made while the page is still being read shows its cards once the page has been read to its end', async () => {
  document.body.outerHTML = page(citySelect('2 0'), ['A', 'B']);
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    choose('city', 'Noida');
    // Card 2 is not read yet.
    expect(cards()).toEqual(['A', 'B']);
    const last = document.createElement('li');
    last.dataset.index = '2';
    last.textContent = 'C';
    document.querySelector('ul')!.append(last);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(cards()).toEqual(['C', 'A']);
    expect(busy()).toBe('true');
  } finally {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  }
  await settle();
  answers[0]!.send(page(citySelect('0 1'), ['C', 'A']));
  await settle();
  expect(busy()).toBe('false');
});

test('the pictures of the cards shown keep loading while the answer comes; those of the cards taken out are let go', async () => {
  document.body.outerHTML = page(priceSelect.replace('1 0', '1'), ['A', 'B']);
  const pictures = [...document.querySelectorAll('li')].map((card) => {
    const img = document.createElement('img');
    img.setAttribute('src', `/${card.textContent}.webp`);
    card.append(img);
    return img;
  });
  // Still loading (jsdom loads no pictures).
  expect(pictures.map((img) => img.complete)).toEqual([false, false]);
  choose('price', 'ascPrice');
  await settle();
  expect(pictures.map((img) => img.getAttribute('src'))).toEqual([null, '/B.webp']);
  answers[0]!.send(page(priceSelect, ['B']));
  await settle();
});
