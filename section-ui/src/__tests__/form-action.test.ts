import { formAction } from '../forms/form-action';

/** What the router gives an action for a form posted to /cart. */
const post = (fields: Record<string, string>, context: unknown) => ({
  request: new Request('http://site/cart', { method: 'POST', body: new URLSearchParams(fields) }),
  url: new URL('http://site/cart'),
  pattern: '/cart',
  params: {},
  context,
});
const onServer = { deadline: new Promise<never>(() => undefined), visitorId: 'visitor-on-server-0001' };

describe("a form's route action", () => {
  it('reads the fields and names the visitor the server was given, then redirects as the answer says', async () => {
    const answer = jest.fn().mockResolvedValue({ redirect: '/cart' });
    const result = await formAction(answer)(post({ intent: 'remove', line: '3' }, onServer));
    expect(answer).toHaveBeenCalledWith(
      { path: '/cart', form: { intent: 'remove', line: '3' }, visitorId: 'visitor-on-server-0001' },
      'server',
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('Location')).toBe('/cart');
  });

  it("in the browser names this browser's own visitor", async () => {
    const answer = jest.fn().mockResolvedValue({ redirect: '/cart' });
    await formAction(answer)(post({ intent: 'increase', line: '1' }, {}));
    expect(answer.mock.calls[0][0].visitorId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(answer.mock.calls[0][1]).toBe('browser');
  });

  it('gives a refusal back as data with its status, never a redirect', async () => {
    const refusal = { status: 400, intent: 'pay', message: 'write correct details !' };
    const result = await formAction(jest.fn().mockResolvedValue(refusal))(post({ intent: 'pay' }, onServer));
    expect(result).toMatchObject({ data: refusal, init: { status: 400 } });
  });
});
