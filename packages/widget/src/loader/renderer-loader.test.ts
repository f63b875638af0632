// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RendererModule } from './pinwheel-api.ts';
import { createRendererLoader } from './renderer-loader.ts';

const url = 'https://pinwheel.example/embed/renderer-abc123.js';
const fakeRenderer = { mountPopup: vi.fn() } as unknown as RendererModule;

function preloadLinks(): HTMLLinkElement[] {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createRendererLoader', () => {
  it('imports the renderer once however many times it is asked, at the same time or later', async () => {
    const importModule = vi.fn(async () => fakeRenderer);
    const loader = createRendererLoader({ url, document, importModule });

    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    const third = await loader.load();

    expect(importModule).toHaveBeenCalledOnce();
    expect(importModule).toHaveBeenCalledWith(url);
    expect(first).toBe(fakeRenderer);
    expect(second).toBe(fakeRenderer);
    expect(third).toBe(fakeRenderer);
  });

  it('adds one anonymous-CORS modulepreload link before importing', async () => {
    const importModule = vi.fn(async () => {
      expect(preloadLinks()).toHaveLength(1);
      return fakeRenderer;
    });
    const loader = createRendererLoader({ url, document, importModule });

    loader.preload();
    await loader.load();

    const links = preloadLinks();
    expect(links).toHaveLength(1);
    expect(links[0]?.href).toBe(url);
    expect(links[0]?.getAttribute('crossorigin')).toBe('anonymous');
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('tries again on the next call after a failed import', async () => {
    const importModule = vi
      .fn<(url: string) => Promise<RendererModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(fakeRenderer);
    const loader = createRendererLoader({ url, document, importModule });

    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    await expect(loader.load()).resolves.toBe(fakeRenderer);
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(preloadLinks()).toHaveLength(1);
  });
});
