// Customer accounts as the storefront's pages read them (apps/web/app/context/customers.ts), bound
// to one request: who is signed in, and whether a reset link still works.
import type { CustomerPages } from '@pinwheel/web/context/customers';
import type { FastifyRequest } from 'fastify';
import type { CustomerAccounts } from './customers.ts';

export function customerPages(customers: CustomerAccounts, request: FastifyRequest): CustomerPages {
  return {
    currentCustomer: () => request.currentCustomer(),
    resetLinkOpen: (token) => customers.resetLinkOpen(token),
  };
}
