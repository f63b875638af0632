// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPinwheel } from './install.ts';
import type { PinwheelReadyDetail, RendererModule } from './pinwheel-api.ts';

const fakeRenderer = { mountPopup: vi.fn() } as unknown as RendererModule;

function loaderScript(src: string, clientId?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('src', src);
  if (clientId) script.setAttribute('data-client-id', clientId);
  return script;
}

function install(script: HTMLScriptElement | null, importModule = vi.fn(async () => fakeRenderer)) {
  return installPinwheel({
    window,
    script,
    version: '1.2.3',
    rendererFile: 'embed/renderer-abc123.js',
    importModule,
  });
}

afterEach(() => {
  delete window.Pinwheel;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('installPinwheel', () => {
  it('exposes window.Pinwheel with the version, client id and asset base', () => {
    install(loaderScript('https://pinwheel.example/embed.js?id=client42'));
    expect(window.Pinwheel).toMatchObject({
      version: '1.2.3',
      clientId: 'client42',
      base: 'https://pinwheel.example/',
    });
    expect(Object.isFrozen(window.Pinwheel)).toBe(true);
  });

  it('announces itself with a pinwheel:ready event on the document', () => {
    const ready = vi.fn<(event: CustomEvent<PinwheelReadyDetail>) => void>();
    document.addEventListener('pinwheel:ready', ready);
    install(loaderScript('https://pinwheel.example/embed.js', 'client42'));
    document.removeEventListener('pinwheel:ready', ready);

    expect(ready).toHaveBeenCalledOnce();
    expect(ready.mock.calls[0]?.[0].detail).toEqual({ clientId: 'client42' });
  });

  it('loads the renderer from below the loader directory', async () => {
    const importModule = vi.fn(async () => fakeRenderer);
    install(loaderScript('https://cdn.example/pinwheel/embed.js?id=c1'), importModule);

    await expect(window.Pinwheel?.loadRenderer()).resolves.toBe(fakeRenderer);
    expect(importModule).toHaveBeenCalledWith(
      'https://cdn.example/pinwheel/embed/renderer-abc123.js',
    );
  });

  it('hands public subscribers what the loader emits', () => {
    const installed = install(loaderScript('https://pinwheel.example/embed.js?id=c1'));
    const onView = vi.fn();
    window.Pinwheel?.on('view', onView);
    const view = { popupId: 'abcdefghijklm', trigger: 'delay', viewId: 'v1' } as const;
    installed?.events.emit('view', view);
    window.Pinwheel?.off('view', onView);
    installed?.events.emit('view', view);
    expect(onView).toHaveBeenCalledOnce();
    expect(onView).toHaveBeenCalledWith(view);
  });

  it('puts the attached display flow behind open() and close()', async () => {
    const installed = install(loaderScript('https://pinwheel.example/embed.js?id=c1'));
    await expect(window.Pinwheel?.open('abcdefghijklm')).resolves.toBe(false);

    const controls = { open: vi.fn(async () => true), close: vi.fn(async () => {}) };
    installed?.attach(controls);
    await expect(window.Pinwheel?.open('abcdefghijklm')).resolves.toBe(true);
    await window.Pinwheel?.close('abcdefghijklm', 'timer');
    expect(controls.open).toHaveBeenCalledWith('abcdefghijklm');
    expect(controls.close).toHaveBeenCalledWith('abcdefghijklm', 'timer');
  });

  it('leaves the first copy in charge when embed.js runs twice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ready = vi.fn();
    document.addEventListener('pinwheel:ready', ready);
    install(loaderScript('https://pinwheel.example/embed.js?id=first'));
    const first = window.Pinwheel;

    const second = install(loaderScript('https://pinwheel.example/embed.js?id=second'));
    document.removeEventListener('pinwheel:ready', ready);

    expect(second).toBeNull();
    expect(window.Pinwheel).toBe(first);
    expect(window.Pinwheel?.clientId).toBe('first');
    expect(ready).toHaveBeenCalledOnce();
  });

  it('stays off and says why when it cannot find its own script tag', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(install(null)).toBeNull();
    expect(window.Pinwheel).toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('still installs without a client id, and logs how to set one', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    install(loaderScript('https://pinwheel.example/embed.js'));
    expect(window.Pinwheel?.clientId).toBeNull();
    expect(logged.mock.calls[0]?.[0]).toContain('data-client-id');
  });
});
