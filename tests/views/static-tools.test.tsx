import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AgoraTestPage from '../../src/views/pages/static-tools/agora-test.page';
import SpeedPage from '../../src/views/pages/static-tools/speed.page';

/** The spec's extra static routes /speed and /test (shell.md §2). */
describe('extra static routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/speed points to the network test page', () => {
    render(<SpeedPage />);
    expect(screen.getByRole('heading', { name: 'Network Test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the network test' })).toHaveAttribute('href', '/speed/speed.html');
  });

  it('/test opens the camera and microphone, releases them and says the devices work', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop }, { stop }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    render(<AgoraTestPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Not checked yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Test camera and microphone' }));
    expect(await screen.findByText('Your camera and microphone work: you are ready for class.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('/test says what to do when the devices cannot be opened', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(new Error('denied')) } });
    render(<AgoraTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test camera and microphone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('could not be opened');
  });
});
