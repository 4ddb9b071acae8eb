import { describe, expect, it, vi } from 'vitest';

// Its own module registry (vi.doMock puts this file in the isolated project): the toast module's state starts empty.
const success = vi.fn();
vi.doMock('sonner', () => ({ toast: { success }, Toaster: () => null }));
const { loadToasts, toast, toastsDelivered } = await import('./toast');

describe('toasts', () => {
  it('fetch sonner again after a failed fetch, and keep the module once it arrived', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(loadToasts(failing)).rejects.toThrow('Failed to fetch');

    toast.success('Saved');
    await toastsDelivered();
    expect(success).toHaveBeenCalledWith('Saved', undefined);

    const never = vi.fn(() => Promise.reject(new Error('not asked')));
    await loadToasts(never);
    expect(never).not.toHaveBeenCalled();
  });
});
