// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/?pinwheel_debug=1"}
import { describe, expect, it } from 'vitest';
import { debugModeOn } from '../loader/debug-log.ts';
import { describePopupDecision } from './popup-decision-text.ts';

const popup = { poptin_id: 'abcdefghijklm', poptin_name: 'Spring sale' };

describe('debug mode', () => {
  it('is on with ?pinwheel_debug=1', () => {
    expect(debugModeOn(window)).toBe(true);
  });

  it('prints each rule with its verdict and what is armed', () => {
    const text = describePopupDecision(
      popup,
      {
        show: true,
        results: [
          { rule: 'pages', passed: true, detail: 'every page' },
          { rule: 'js_filter', passed: true, skipped: true, detail: 'input not available here' },
        ],
      },
      ['delay 3s', 'scroll 50%'],
    );
    expect(text.split('\n')).toEqual([
      'Pinwheel debug: popup abcdefghijklm "Spring sale": may show',
      '  pages: passed (every page)',
      '  js_filter: skipped (input not available here)',
      '  armed: delay 3s, scroll 50%',
    ]);
  });

  it('says which rule hid a popup and arms nothing for it', () => {
    const text = describePopupDecision(
      popup,
      { show: false, results: [{ rule: 'd_f_a', passed: false, detail: 'already seen once' }] },
      [],
    );
    expect(text).toContain('will not show');
    expect(text).toContain('d_f_a: failed (already seen once)');
    expect(text).not.toContain('armed');
  });
});
