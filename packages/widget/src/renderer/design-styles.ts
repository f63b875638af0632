// The design document's stylesheet, inside the popup's shadow root. Sizes are em of the body's font
// size (the theme's scale, in px), so a fullpage canvas scales every block with one number; nothing
// is rem, which would follow the host page. Colours are the theme's custom properties (--pw-…,
// theme-colours.ts). Spacing steps: 0.25, 0.5, 0.75, 1, 1.5, 2 em; type steps: 0.875, 1, 1.25,
// 1.75, 2.25 em.
import { THANK_YOU_FADE_MS } from '@pinwheel/core';

const monospace = `ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace`;

// Scaled frames (--pw-scale, popup-layout.ts's frameScale), comments kept out of the shipped text:
// a designed full page fills the viewport (no gaps above or below the canvas) and its type is the
// canvas's, scaled as the canvas would be, never below the popup's own size (on a phone the
// canvas's share would be unreadable), while its close controls keep their size; a bar is
// designed 1920 px wide and its type scales with it, never below 12 px.
export const designStyles = `
.frame {
  background: var(--pw-background, #ffffff);
  color: var(--pw-text, #111827);
}
.frame .x { color: inherit; }
/* Where the X sits on the preview banner (all but bars), it takes the banner's colour. */
.layer:not(.bar) .preview-banner ~ .x { color: #78350f; }
/* The body fills what the preview banner and the close button leave, rather than pushing them out. */
.frame.designed { display: flex; flex-direction: column; }
.frame.designed > .body.design { flex: 1 0 auto; min-height: 0; }
.frame.designed > .preview-banner, .frame.designed > .close-button { flex: none; }
.body.design {
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.75em;
  padding: 2em 48px;
  font-size: var(--pw-font-size, 16px);
  line-height: 1.5;
  text-align: start;
}
.canvas .frame.designed { width: 100% !important; height: 100% !important; overflow: auto; }
.canvas .body.design {
  font-size: max(var(--pw-font-size, 16px), calc(var(--pw-font-size, 16px) * 2.25 * var(--pw-scale, 1)));
  padding: 1.5em 2em;
}
.body.thanks { animation: pinwheel-fade-in ${THANK_YOU_FADE_MS}ms ease-out both; }
@media (prefers-reduced-motion: reduce) {
  .body.thanks { animation: none; }
}
.design.align-center { text-align: center; align-items: center; }
.design .block { box-sizing: border-box; width: 100%; max-width: 36em; }
.design .block.form-block, .design .block.coupon-block { max-width: 24em; }
.design .heading { margin: 0; font-weight: 800; line-height: 1.15; letter-spacing: -0.01em; }
.design .level-1 { font-size: 2.25em; }
.design .level-2 { font-size: 1.75em; }
.design .level-3 { font-size: 1.25em; }
.design .text { margin: 0; font-size: 1em; }
.design .heading-block + .text-block { margin-top: -0.25em; }
.design .image { display: block; max-width: 100%; height: auto; border-radius: 6px; }
.design.align-center .image { margin-inline: auto; }
.design .button {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0;
  padding: 0.625em 1.5em;
  border: 2px solid var(--pw-accent, #4338ca);
  border-radius: 8px;
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
}
.design .button.primary {
  background: var(--pw-accent, #4338ca);
  color: var(--pw-on-accent, #ffffff);
}
.design .button.primary:hover { filter: brightness(1.1); }
.design .button.secondary {
  border-color: transparent;
  background: transparent;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
}
.design :focus-visible { outline: 3px solid var(--pw-accent, #2563eb); outline-offset: 2px; }
/* Fields stack; a one-field form (a newsletter) puts its button beside the field where there is room. */
.design .form { display: flex; flex-direction: column; gap: 0.75em; margin: 0; text-align: start; }
.design .form.single { flex-direction: row; flex-wrap: wrap; align-items: flex-end; }
.design .field { display: flex; flex-direction: column; gap: 0.25em; min-width: 0; }
/* Only in a row do fields and the button share the width; in a column a basis would be a height. */
.design .form.single .field { flex: 1 1 14em; }
.design .form.single .button { flex: 1 0 auto; }
.design label { font-size: 0.875em; font-weight: 600; }
.design input, .design select, .design textarea {
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: 0.5em 0.75em;
  border: 1px solid #6b7280;
  border-radius: 8px;
  background: #ffffff;
  color: #111827;
  font: inherit;
}
.design textarea { min-height: 5em; resize: vertical; }
.design input::placeholder, .design textarea::placeholder { color: #6b7280; opacity: 1; }
.design input:focus, .design select:focus, .design textarea:focus { outline: 3px solid var(--pw-accent, #2563eb); outline-offset: 1px; border-color: #111827; }
.design .field.invalid input, .design .field.invalid select, .design .field.invalid textarea { border-color: #b91c1c; }
/* The all-empty mark (spec §5): the field's border gives way to a red ring until the visitor types. */
.design .field.marked input { border-color: transparent; box-shadow: 0 0 0 2px #b91c1c; }
.design .field-error { margin: 0; color: #b91c1c; font-size: 0.8125em; font-weight: 600; }
.design .field-suggestion {
  align-self: flex-start;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.8125em;
  text-decoration: underline;
  cursor: pointer;
}
.design fieldset.choices { margin: 0; padding: 0; border: 0; }
.design fieldset.choices legend { padding: 0; margin-bottom: 0.25em; font-size: 0.875em; font-weight: 600; }
.design .choice { display: flex; align-items: center; gap: 0.5em; min-height: 32px; font-weight: 400; }
.design .choice input { width: 1.125em; min-height: 0; height: 1.125em; margin: 0; padding: 0; accent-color: var(--pw-accent, #4338ca); flex: none; }
.design .consent .choice { align-items: flex-start; font-size: 0.8125em; }
.design .consent .choice input { margin-top: 0.125em; }
.design .phone-international { display: flex; gap: 0.5em; }
.design .date-input { display: flex; gap: 0.5em; }
.design .date-button { flex: none; width: 44px; min-height: 44px; padding: 10px; border: 1px solid #6b7280; border-radius: 8px; background: #fff; color: #111827; cursor: pointer; }
.design .date-button svg { display: block; fill: none; stroke: currentColor; stroke-width: 1.6; }
.design .phone-international select { flex: 0 1 9em; }
.design .select-search { min-height: 36px; }
.design .select-empty { margin: 0; font-size: 0.875em; }
.design .form-status { margin: 0; font-size: 0.875em; font-weight: 600; color: #b91c1c; }
.design .form-status:empty { display: none; }
.design .button[disabled] { opacity: 0.7; cursor: progress; }
.design .form.shake { animation: pinwheel-shake 500ms ease-in-out; }
@keyframes pinwheel-shake {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@media (prefers-reduced-motion: reduce) {
  .design .form.shake { animation: none; }
}
.design [dir='rtl'] input[dir='ltr'], [dir='rtl'] .design input[dir='ltr'] { text-align: right; }
.design .coupon {
  box-sizing: border-box;
  padding: 0.75em 1em;
  border: 2px dashed var(--pw-accent, #4338ca);
  border-radius: 8px;
  text-align: center;
}
.design .coupon-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5em 0.75em;
}
.design .coupon-code {
  font-family: ${monospace};
  font-size: 1.5em;
  font-weight: 700;
  letter-spacing: 0.08em;
  unicode-bidi: isolate;
}
.design .coupon-copy {
  min-height: 32px;
  margin: 0;
  padding: 0.25em 0.75em;
  border: 1px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875em;
  cursor: pointer;
}
.design .coupon-caption { margin: 0.25em 0 0; font-size: 0.875em; }
.design .countdown-days {
  display: inline-block;
  margin-inline-end: 0.5em;
  font-size: 1.25em;
  font-weight: 700;
}
.design .countdown-digits {
  display: inline-block;
  padding: 0.125em 0.5em;
  border-radius: 8px;
  background: var(--pw-accent, #4338ca);
  color: var(--pw-on-accent, #ffffff);
  font-family: ${monospace};
  font-size: 2em;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  unicode-bidi: isolate;
}
.design .html > :first-child { margin-top: 0; }
.design .html > :last-child { margin-bottom: 0; }
.design .html a { color: inherit; }
.bar .frame.designed { flex-direction: row; align-items: stretch; }
.bar .frame.designed > .preview-banner { display: flex; align-items: center; max-width: 40%; padding: 4px 12px; font-size: 12px; line-height: 1.3; }
.bar .frame.designed > .body.design { flex: 1 1 auto; }
.bar .body.design {
  font-size: max(12px, calc(var(--pw-font-size, 16px) * var(--pw-scale, 1)));
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.25em 1em;
  padding: 0.5em 52px;
  text-align: center;
}
.bar .design .block { width: auto; max-width: none; }
.bar .design .heading { font-size: 1.125em; }
.bar .design .coupon { padding: 0.125em 0.75em; }
.bar .design .coupon-code { font-size: 1em; }
.bar .design .coupon-copy { min-height: 28px; padding: 0 0.625em; font-size: 0.8125em; }
.bar .design .coupon-caption { display: none; }
.bar .design .countdown-days {
  display: inline-block;
  margin-inline-end: 0.5em;
  font-size: 1.25em;
  font-weight: 700;
}
.design .countdown-digits { font-size: 1.125em; }
.bar .design .button { min-height: 36px; padding: 0.25em 1em; }
/* A phone: less air above and below, and a bar keeps to its height (the code without its button). */
@media (max-width: 480px) {
  .body.design { padding-block: 1.25em; }
  .bar .body.design { padding-block: 0.25em; font-size: 13px; }
  .bar .design .coupon-copy { display: none; }
}
`;
