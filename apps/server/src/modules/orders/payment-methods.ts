// How an order is paid. Checkout speaks to a PaymentMethod only: the offline ones here take the
// order and say what the shopper does next (pay the courier, send a transfer); a card gateway
// later implements the same interface and answers a redirect to its payment page instead.
import type { MessageKey } from '@pinwheel/core';
import type { OrderSettings } from './order-settings.ts';

export type PaymentMethodId = 'cash_on_delivery' | 'bank_transfer';

export interface OrderToPay {
  id: string;
  number: string;
  total: number;
  dueNow: number;
  currency: string;
}

/** What checkout does once the order is stored. */
export type PaymentOutcome =
  /** The order waits for the shopper to pay offline: its status and what to tell them. */
  | { kind: 'offline'; status: OrderStatus; instructions: string | null }
  /** An online gateway takes over on its own page (a same-site or the gateway's own address). */
  | { kind: 'redirect'; status: OrderStatus; url: string };

export const orderStatuses = [
  'pending',
  'on-hold',
  'processing',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface PaymentMethod {
  id: string;
  /** Its name and description in the message catalogue. */
  title: MessageKey;
  description: MessageKey;
  /** Whether it offers paying in instalments (the affordability message shows for it). */
  offersInstalments: boolean;
  pay(order: OrderToPay): Promise<PaymentOutcome>;
}

/** Paid to the courier on delivery: the order is processed straight away (WooCommerce's rule). */
export const cashOnDelivery: PaymentMethod = {
  id: 'cash_on_delivery',
  title: 'checkout.payment.cod',
  description: 'checkout.payment.codHelp',
  offersInstalments: false,
  pay: async () => ({ kind: 'offline', status: 'processing', instructions: null }),
};

/** Paid by bank transfer: the order is on hold until the owner sees the money arrive. */
export function bankTransfer(bankDetails: string): PaymentMethod {
  return {
    id: 'bank_transfer',
    title: 'checkout.payment.bank',
    description: 'checkout.payment.bankHelp',
    offersInstalments: true,
    pay: async () => ({ kind: 'offline', status: 'on-hold', instructions: bankDetails || null }),
  };
}

/** The methods the owner switched on, in the order the checkout lists them. */
export function enabledPaymentMethods(settings: OrderSettings): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.payments.bank_transfer) methods.push(bankTransfer(settings.payments.bank_details));
  if (settings.payments.cash_on_delivery) methods.push(cashOnDelivery);
  return methods;
}
