import { describe, expect, it, vi } from 'vitest';
import { createNavigationPort } from './navigation-port.js';

describe('createNavigationPort', () => {
  it('forwards to the installed router navigate', () => {
    const port = createNavigationPort();
    const navigate = vi.fn();
    port.install(navigate);
    port.navigate('/error-401');
    expect(navigate).toHaveBeenCalledWith('/error-401');
  });

  it('keeps the last navigation asked for before the router is mounted and does it on install', () => {
    const port = createNavigationPort();
    port.navigate('/raffle');
    port.navigate('/');
    const navigate = vi.fn();
    port.install(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('stops forwarding once uninstalled', () => {
    const port = createNavigationPort();
    const navigate = vi.fn();
    const uninstall = port.install(navigate);
    uninstall();
    port.navigate('/');
    expect(navigate).not.toHaveBeenCalled();
  });
});
