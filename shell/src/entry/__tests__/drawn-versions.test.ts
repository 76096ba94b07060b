import { parseRuntimeConfig, type DrawnVersions } from '@zomato/shared';
import { readDrawnVersions } from '../page-data';
import { withDrawnVersions } from '../drawn-versions';

const version = (remote: string, hex: string) => `/mfe/${remote}/${hex.repeat(12)}/mf-manifest.json`;
const released = version('nightlife', 'a');
const rolledBackTo = version('nightlife', 'b');
const live = parseRuntimeConfig({
  apiBase: '/api',
  remotes: { nightlife: rolledBackTo, delivery: version('delivery', 'c') },
  integrity: { [released]: 'sha384-a', [rolledBackTo]: 'sha384-b', [version('delivery', 'c')]: 'sha384-c' },
});

describe('withDrawnVersions: a page hydrates with the versions the server drew it with', () => {
  it('loads a section at its drawn version when a release moved the live one since', () => {
    const { config, redraw } = withDrawnVersions(live, { nightlife: released });
    expect(config.remotes).toEqual({ nightlife: released, delivery: version('delivery', 'c') });
    expect(redraw).toBe(false);
  });

  it('changes nothing when the page was drawn with the live versions, or drew no section', () => {
    expect(withDrawnVersions(live, { nightlife: rolledBackTo }).config.remotes).toEqual(live.remotes);
    expect(withDrawnVersions(live, {}).config.remotes).toEqual(live.remotes);
    expect(withDrawnVersions(live, undefined).redraw).toBe(false);
  });

  it('leaves out a canary started since for the section drawn: this page has no bucket to choose by', () => {
    const canaried = { ...live, canaries: { nightlife: { manifest: released, percent: 50 } } };
    const { config } = withDrawnVersions(canaried, { nightlife: rolledBackTo });
    expect(config.canaries).toEqual({});
    expect(config.remotes.nightlife).toBe(rolledBackTo);
    expect(withDrawnVersions(canaried, {}).config.canaries).toEqual(canaried.canaries);
  });

  it('renders the page instead of hydrating it when the drawn version is no longer kept', () => {
    const gone = version('nightlife', 'd');
    const { config, redraw } = withDrawnVersions(live, { nightlife: gone });
    expect(redraw).toBe(true);
    expect(config.remotes.nightlife).toBe(rolledBackTo);
  });

  it('names the sections drawn, whose code loads as the page hydrates; not a name it does not know', () => {
    expect(withDrawnVersions(live, { nightlife: released }).sections).toEqual(['nightlife']);
    expect(withDrawnVersions(live, {}).sections).toEqual([]);
    const odd = { nightlife: released, pizza: released, delivery: 42 } as unknown as DrawnVersions;
    const { config, sections } = withDrawnVersions(live, odd);
    expect(sections).toEqual(['nightlife']);
    expect(config.remotes).toEqual({ nightlife: released, delivery: version('delivery', 'c') });
  });

  it('is read from the page: #ssr-data names the drawn versions', () => {
    document.body.innerHTML = `<script type="application/json" id="ssr-data" data-remotes='{"nightlife":"${released}"}'>{}</script>`;
    expect(readDrawnVersions()).toEqual({ nightlife: released });
    document.body.innerHTML = '<script type="application/json" id="ssr-data">{}</script>';
    expect(readDrawnVersions()).toEqual({});
    document.body.innerHTML = '';
    expect(readDrawnVersions()).toEqual({});
  });

  it('renders the page instead of hydrating it when the drawn versions cannot be read', () => {
    document.body.innerHTML = `<script type="application/json" id="ssr-data" data-remotes='{oops'>{}</script>`;
    expect(readDrawnVersions()).toBeNull();
    expect(withDrawnVersions(live, null)).toEqual({ config: live, redraw: true, sections: [] });
  });
});
