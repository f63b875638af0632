// The address of a web form's own page on the storefront (`/forms/<id>`): where the builder's
// "Open the form's page" goes and what the owner API answers as a form's `link`.
export function webFormPagePath(formId: string): string {
  return `/forms/${encodeURIComponent(formId)}`;
}
