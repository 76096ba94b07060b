import * as federation from '@module-federation/enhanced/runtime';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadRuntimeConfig, registerSectionRemotes } from '@zomato/shared';
import { App } from './app/app';
import { ConfigErrorPage } from './features/config-error/config-error-page';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    registerSectionRemotes(config, federation);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    const problem =
      error instanceof ConfigError
        ? { key: error.key, message: error.message }
        : { key: '(file)', message: 'The runtime config could not be loaded.' };
    root.render(<ConfigErrorPage problem={problem} />);
  });
