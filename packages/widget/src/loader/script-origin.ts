// Where embed.js was served from and which site it serves, read from its own <script> tag.

export interface ScriptOrigin {
  /** Absolute URL of the directory holding embed.js, ending in a slash: assets live below it. */
  base: string;
  clientId: string | null;
}

// pixel.js is the same loader served under the name Poptin's snippet uses
// (`<script id="pixel-script-poptin" src="https://HOST/pixel.js?id=CLIENTID" async>`).
const LOADER_FILES = ['embed.js', 'pixel.js'];

/**
 * The <script> element running the loader. `document.currentScript` is only set while the script
 * first runs, so call this synchronously at start-up. When it is null (the code was re-executed by
 * a tag manager, for example) the last script whose src names embed.js or pixel.js stands in for it.
 */
export function findLoaderScript(document: Document): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  return scripts.reverse().find((script) => isLoaderUrl(script.src, document.baseURI)) ?? null;
}

/** Reads the asset base and client id from the loader's script tag; null when it has no src. */
export function readScriptOrigin(script: HTMLScriptElement): ScriptOrigin | null {
  const src = script.getAttribute('src');
  if (!src) return null;
  const url = new URL(src, script.ownerDocument.baseURI);
  return {
    base: new URL('./', url).href,
    // The attribute wins: a snippet that sets it means it, whatever the src was copied with.
    clientId:
      nonEmpty(script.getAttribute('data-client-id')) ?? nonEmpty(url.searchParams.get('id')),
  };
}

function isLoaderUrl(src: string, baseUri: string): boolean {
  try {
    const { pathname } = new URL(src, baseUri);
    return LOADER_FILES.some((file) => pathname.endsWith(`/${file}`));
  } catch {
    return false;
  }
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
