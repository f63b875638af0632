// The answers of the visitor calls (spec §7 "Web form builder"): `{ success, data }`, with on
// success a confirmation, a redirect (optionally in a new tab) or an action required (a payment),
// and on failure general errors (header, footer, captcha area) and field errors by value key.

export interface PaymentDue {
  entry_id: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The amount as the form writes money. */
  amount_text: string;
  /** The checkout's payment methods that are on (orders settings). */
  methods: Array<'bank_transfer' | 'cash_on_delivery'>;
  /** The shop's bank details when a bank transfer is offered. */
  bank_details: string | null;
}

export interface SubmitSuccess {
  success: true;
  data: {
    entry_id: string;
    confirmation?: string;
    redirect_url?: string;
    new_tab?: boolean;
    action_required?: boolean;
    payment?: PaymentDue;
  };
}

export interface SubmitFailure {
  success: false;
  data: {
    errors: {
      general: { header?: string; footer?: string; recaptcha?: string };
      field: Record<string, string>;
    };
  };
}

export type SubmitAnswer = SubmitSuccess | SubmitFailure;

export function failure(
  general: SubmitFailure['data']['errors']['general'],
  field: Record<string, string> = {},
): SubmitFailure {
  return { success: false, data: { errors: { general, field } } };
}
