// @vitest-environment happy-dom
// Script tags are parsed, never fetched: report their loading as a success instead of an error.
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { findLoaderScript, readScriptOrigin } from './script-origin.ts';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readScriptOrigin', () => {
  it('takes the directory of the src as the base and the id query parameter as the client', () => {
    const origin = readScriptOrigin(
      scriptTag({ src: 'https://shop.example.com/widgets/embed.js?id=client42&v=3#top' }),
    );
    expect(origin).toEqual({ base: 'https://shop.example.com/widgets/', clientId: 'client42' });
  });

  it('prefers data-client-id over the query parameter', () => {
    const origin = readScriptOrigin(
      scriptTag({ src: 'https://pinwheel.example/embed.js?id=old', 'data-client-id': 'fromtag' }),
    );
    expect(origin).toEqual({ base: 'https://pinwheel.example/', clientId: 'fromtag' });
  });

  it('resolves a relative src against the page', () => {
    document.head.innerHTML = '<base href="https://host.example/blog/post.html">';
    try {
      expect(readScriptOrigin(scriptTag({ src: '/embed.js', 'data-client-id': 'c1' }))).toEqual({
        base: 'https://host.example/',
        clientId: 'c1',
      });
    } finally {
      document.head.innerHTML = '';
    }
  });

  it('reports no client id when neither the attribute nor the parameter has one', () => {
    const origin = readScriptOrigin(
      scriptTag({ src: 'https://pinwheel.example/embed.js?id=%20', 'data-client-id': '' }),
    );
    expect(origin?.clientId).toBeNull();
  });

  it('gives up on an inline script, which has no src to find assets by', () => {
    expect(readScriptOrigin(scriptTag({}))).toBeNull();
  });
});

describe('findLoaderScript', () => {
  it('falls back to the last embed.js script tag when currentScript is not set', () => {
    document.body.innerHTML = [
      '<script src="https://one.example/embed.js?id=a"></script>',
      '<script src="https://cdn.example/other.js"></script>',
      '<script src="https://two.example/embed.js?id=b"></script>',
      '<script src="https://cdn.example/not-embed.js"></script>',
    ].join('');
    expect(findLoaderScript(document)?.getAttribute('src')).toBe(
      'https://two.example/embed.js?id=b',
    );
  });

  it("finds the loader under Poptin's pixel.js name and reads the client id from its src", () => {
    document.body.innerHTML =
      '<script id="pixel-script-poptin" src="https://pinwheel.example/pixel.js?id=abcdefghij123" async></script>';
    const script = findLoaderScript(document);
    expect(script?.id).toBe('pixel-script-poptin');
    expect(readScriptOrigin(script!)).toEqual({
      base: 'https://pinwheel.example/',
      clientId: 'abcdefghij123',
    });
  });

  it('finds nothing on a page without the loader tag', () => {
    document.body.innerHTML = '<script src="https://cdn.example/analytics.js"></script>';
    expect(findLoaderScript(document)).toBeNull();
  });
});
