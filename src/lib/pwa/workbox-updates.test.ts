import { describe, expect, it, vi } from 'vitest';
import { isFirstInstallation, isUpdateCheckDue, once } from './workbox-updates';

describe('the "ready to work offline" notice', () => {
  it('comes with the first worker this page installed', () => {
    expect(isFirstInstallation({})).toBe(true);
    expect(isFirstInstallation({ isUpdate: false, isExternal: false })).toBe(true);
  });

  it('never comes with a new version, nor with a worker another tab or a later check found', () => {
    expect(isFirstInstallation({ isUpdate: true })).toBe(false);
    expect(isFirstInstallation({ isExternal: true })).toBe(false);
    expect(isFirstInstallation({ isUpdate: true, isExternal: true })).toBe(false);
  });
});

describe('the check for a new version when the app is shown again', () => {
  const hour = 60 * 60 * 1000;

  it('waits an hour after the last one', () => {
    expect(isUpdateCheckDue(0, 1)).toBe(false);
    expect(isUpdateCheckDue(0, hour - 1)).toBe(false);
    expect(isUpdateCheckDue(0, hour)).toBe(true);
    expect(isUpdateCheckDue(1000, hour + 999)).toBe(false);
  });
});

describe('the reload into a new version', () => {
  it('happens once, however often the controller changes', () => {
    const reload = vi.fn();
    const reloadOnce = once(reload);
    reloadOnce();
    reloadOnce();
    reloadOnce();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
