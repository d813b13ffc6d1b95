import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SpeedPage from '../../src/views/pages/static-tools/speed.page';

/** The spec's extra static route /speed (shell.md §2); /test has its own test (device-check.test.tsx). */
describe('extra static routes', () => {
  it('/speed points to the network test page', () => {
    render(<SpeedPage />);
    expect(screen.getByRole('heading', { name: 'Network Test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the network test' })).toHaveAttribute('href', '/speed/speed.html');
  });
});
