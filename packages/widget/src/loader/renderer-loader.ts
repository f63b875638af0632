// Fetches the renderer chunk on first need, once, from the loader's own origin.
import type { RendererModule } from './pinwheel-api.ts';

export type ImportModule = (url: string) => Promise<RendererModule>;

export interface RendererLoaderOptions {
  /** Absolute URL of the renderer ES module. */
  url: string;
  document: Document;
  /** How to import it; tests pass a fake. */
  importModule?: ImportModule;
}

export interface RendererLoader {
  /** Starts fetching the renderer without running it (call once triggers are armed). */
  preload(): void;
  /** Imports the renderer; concurrent and later calls share one promise. */
  load(): Promise<RendererModule>;
}

const importRenderer: ImportModule = (url) => import(/* @vite-ignore */ url);

export function createRendererLoader({
  url,
  document,
  importModule = importRenderer,
}: RendererLoaderOptions): RendererLoader {
  let preloaded = false;
  let loading: Promise<RendererModule> | null = null;

  function preload(): void {
    if (preloaded) return;
    preloaded = true;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // The same credentials mode as import() from a classic script, so the browser reuses the
    // preloaded response instead of fetching the chunk a second time.
    link.crossOrigin = 'anonymous';
    link.href = url;
    // Preloads run after the display answer, when the page (and its head) has long been parsed.
    document.head.append(link);
  }

  function load(): Promise<RendererModule> {
    if (!loading) {
      preload();
      loading = importModule(url).catch((error: unknown) => {
        // A network failure should not disable popups for the rest of the page's life.
        loading = null;
        throw error;
      });
    }
    return loading;
  }

  return { preload, load };
}
