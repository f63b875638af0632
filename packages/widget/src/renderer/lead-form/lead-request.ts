// What the loader hands the renderer for a popup's lead form: who the visitor is, the page and visit
// fields every call of the display protocol carries, the view the conversion belongs to, and what
// to do once a conversion has been stored (the converted marker, the remembered email, the
// `submit` event). The conversion call itself is the renderer's (submit-lead.ts).

export interface LeadRequest {
  /** The viewer cookie's id: the conversion call's path. */
  viewerId: string;
  /** The page, visit, store, language and system fields (spec §7), as a form. */
  visitorForm(): URLSearchParams;
  /** poptin_view_id of this showing, once the viewed call has answered. */
  viewId(): string | null | undefined;
  /** The conversion was stored; `email` is the address the visitor gave, if any. */
  onConverted(email?: string): void;
}
