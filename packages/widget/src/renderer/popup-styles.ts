// The popup's stylesheet, scoped by its shadow root. `all: initial` stops the host page's inherited
// font and colour from leaking in; px (never rem) because rem follows the host page's root size.
export const popupStyles = `
:host {
  all: initial;
}
.backdrop {
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  padding: 16px;
  background: rgba(17, 24, 39, 0.6);
}
.dialog {
  position: relative;
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  max-height: 100%;
  overflow: auto;
  padding: 24px;
  border-radius: 12px;
  background: #ffffff;
  color: #111827;
  box-shadow: 0 20px 48px rgba(0, 0, 0, 0.3);
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  font-size: 16px;
  line-height: 1.5;
  text-align: start;
}
.dialog:focus {
  outline: none;
}
.title {
  margin: 0 0 8px;
  padding-inline-end: 40px;
  font-size: 22px;
  font-weight: 700;
  line-height: 1.3;
}
.body {
  margin: 0;
  white-space: pre-line;
}
.close {
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
}
.close:hover {
  background: #f3f4f6;
}
.close:focus-visible {
  outline: 2px solid #2563eb;
  outline-offset: 2px;
}
`;
