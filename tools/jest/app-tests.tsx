import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@zomato/shared';
import { startFailingApi, startRealApi, type RealApi } from './real-api';

/**
 * The data services of a test file: the real one and one that is down (503), started once
 * for the file. Before each test the runtime config points at the real one and `each`
 * runs (a new visitor, a cleared city…). `base` and `downBase` name them.
 */
export function testApis({ each }: { each?: () => void } = {}) {
  let api: RealApi | undefined;
  let down: RealApi | undefined;
  beforeAll(async () => {
    [api, down] = await Promise.all([startRealApi(), startFailingApi()]);
  });
  afterAll(() => Promise.all([api?.stop(), down?.stop()]));
  beforeEach(() => {
    setRuntimeConfig({ apiBase: apis.base, remotes: {} });
    each?.();
  });
  const started = (service: RealApi | undefined) => {
    if (!service) throw new Error('the test data services start in beforeAll');
    return service.base;
  };
  const apis = {
    get base() {
      return started(api);
    },
    get downBase() {
      return started(down);
    },
  };
  return apis;
}

/** Renders an app's routes at `path`, in a memory router. */
export function renderAppAt(App: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}
