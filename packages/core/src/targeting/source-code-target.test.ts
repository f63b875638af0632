import { describe, expect, it } from 'vitest';
import { sourceCodeTargetPasses } from './source-code-target.ts';

const source = `<html><head></head><body>
  <div class="product-page"   data-id="42">
    <button id="AddToCart">Add</button>
  </div></body></html>`;

describe('sourceCodeTargetPasses', () => {
  it.each([
    ['<button id="AddToCart">', 'contain', true],
    ['<button id="AddToCart">', 'not_contain', false],
    ['<div id="checkout">', 'contain', false],
    ['<div id="checkout">', 'not_contain', true],
    ['<div id="checkout">', 'not contain', true],
    ['<div id="checkout">', 'dont_contain', true],
    // case and whitespace differences from re-serialised markup do not matter
    ['<DIV class="product-page" data-id="42">', 'contain', true],
    ['<button\n id="addtocart">', 'Contain', true],
    // misconfiguration hides the popup
    ['', 'not_contain', false],
    ['   ', 'contain', false],
    [undefined, 'contain', false],
    ['<button', 'includes', false],
    ['<button', undefined, false],
  ])('%j %s passes: %s', (html, role, expected) => {
    expect(sourceCodeTargetPasses(html, role, source).passed).toBe(expected);
  });

  it('checks an empty page source as containing nothing', () => {
    expect(sourceCodeTargetPasses('<div>', 'contain', '').passed).toBe(false);
    expect(sourceCodeTargetPasses('<div>', 'not_contain', '').passed).toBe(true);
  });
});
