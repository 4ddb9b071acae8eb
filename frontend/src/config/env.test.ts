import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('frontend settings', () => {
  it('takes the defaults for unset settings', () => {
    expect(parseEnv({})).toEqual({ apiBaseUrl: '', socketPath: '/socket.io', toastDurationMs: 5000 });
  });

  it('reads given settings, dropping trailing slashes from the API origin', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.example.com//',
        VITE_SOCKET_PATH: '/ws',
        VITE_TOAST_DURATION_MS: '8000',
      }),
    ).toEqual({ apiBaseUrl: 'https://api.example.com', socketPath: '/ws', toastDurationMs: 8000 });
  });

  it('names every wrong setting at once', () => {
    expect(() =>
      parseEnv({
        VITE_API_BASE_URL: 'api.example.com',
        VITE_SOCKET_PATH: 'ws',
        VITE_TOAST_DURATION_MS: '1.5',
      }),
    ).toThrow(
      /Invalid frontend configuration:\nVITE_API_BASE_URL: .*\nVITE_SOCKET_PATH: .*\nVITE_TOAST_DURATION_MS: .*/,
    );
  });
});
