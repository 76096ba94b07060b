import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('remote down');
  return <p>section content</p>;
}

function Harness() {
  const [, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      label="delivery ./App"
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    >
      <Flaky />
    </RemoteErrorBoundary>
  );
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback, and the content again after a retry that works', async () => {
    render(<Harness />);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('section content')).toBeInTheDocument();
  });
});
