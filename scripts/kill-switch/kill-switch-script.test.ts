import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { killSwitchScript } from './kill-switch-script';

describe('killSwitchScript', () => {
  const script = killSwitchScript();

  it('is a plain script a browser can run as sw.js: no imports, no exports, no TypeScript', () => {
    expect(script).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(script).not.toContain(' as unknown as ');
    // Compiles as a classic script (a module's syntax would throw here); not run.
    expect(() => new Script(script, { filename: 'sw.js' })).not.toThrow();
  });

  it('deletes the caches, unregisters and reloads the tabs it controls, and never answers a request', () => {
    expect(script).toContain('caches.delete');
    expect(script).toContain('registration.unregister()');
    expect(script).toContain('.navigate(');
    expect(script).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
  });
});
