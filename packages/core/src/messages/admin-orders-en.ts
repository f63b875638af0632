// English messages of the dashboard's orders (the list with its filters and export, an order's
// page with notes, refunds and mails, the printable invoice and packing slip) and of the mail that
// carries a customer note. Owner groups (owner-messages.ts); spread into en.ts.
export const adminOrdersEn = {
  'orderNoteMail.subject': '[{shop}] A note about your order {number}',
  'orderNoteMail.intro': 'We added a note to your order {number}:',
} as const;
