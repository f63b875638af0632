// While a modal popup is open the rest of the host page is out of reach: every other top-level
// element of <body> gets `inert` (no focus, no clicks, hidden from screen readers), so Tab and a
// screen reader's virtual cursor stay in the popup. Only what this call made inert is restored.

/** Makes the body's other children inert; returns the function that gives them back. */
export function makePageInert(document: Document, keep: Element): () => void {
  const made = Array.from(document.body.children).filter(
    (element) => element !== keep && !element.contains(keep) && !element.hasAttribute('inert'),
  );
  for (const element of made) element.setAttribute('inert', '');
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
