import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SectionErrorBoundary } from '../features/remotes/section-error-boundary';

let broken = true;
function Flaky() {
  if (broken) throw new Error('remote down');
  return <p>section content</p>;
}

function Harness() {
  const [, setAttempt] = useState(0);
  return (
    <SectionErrorBoundary sectionName="Delivery" onRetry={() => setAttempt((n) => n + 1)}>
      <Flaky />
    </SectionErrorBoundary>
  );
}

describe('SectionErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the section, offers Retry, and shows the section once it works', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Delivery is unavailable right now');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('section content')).toBeInTheDocument();
  });
});
