// The mailing list's sign-up words and signed links, and its subscribers for the owner
// (modules/mailing-list/pages.ts).

/** One mailing list and its subscribers, for the owner. */
export interface MailingListOverview {
  id: string;
  name: string;
  doubleOptIn: boolean;
  csvHref: string;
  subscribers: Array<{
    id: string;
    email: string;
    name: string;
    status: 'pending' | 'subscribed' | 'unsubscribed';
    consentedAt: number;
    source: string;
  }>;
}

/** What a sign-up form sends (the API's and the plain post's alike). */
export interface SignUpFields {
  listId: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  consent: boolean;
}

export interface MailingListPages {
  /** A list's id and consent words in the page's language; null for an unknown list. */
  publicList(id: string): Promise<{ id: string; consentText: string } | null>;
  /** Confirms a sign-up by its signed link; false for a link that is not one. */
  confirm(subscriberId: string, token: string): Promise<boolean>;
  /** Unsubscribes by the signed link in every mail; false for a link that is not one. */
  unsubscribe(subscriberId: string, token: string): Promise<boolean>;
  /**
   * A sign-up posted as a plain form (before or without JavaScript), checked by the rules the
   * form and the API run: the news to show, or each refused field's message.
   */
  signUp(
    input: SignUpFields,
  ): Promise<
    | { status: 'subscribed' | 'confirmation_sent'; message: string }
    | { status: 'invalid'; fields: Record<string, string> }
    | { status: 'unknown_list' }
  >;
  /** Every list with its subscribers (the owner's). */
  overview(): Promise<MailingListOverview[]>;
}
