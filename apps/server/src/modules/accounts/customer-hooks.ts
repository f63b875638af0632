// What other modules do when a customer signs in or out, without accounts reaching them: the cart
// module (registered later) merges the visitor's cart into the customer's at sign-in and forgets
// it at sign-out (cart/customer-cart.ts). Hooks run in the sign-in's request, before its answer.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CustomerSignInEvent {
  request: FastifyRequest;
  reply: FastifyReply;
  customerId: string;
  /** The cart kept for the customer between visits, or null. */
  cartId: string | null;
  /** Keeps another cart for the customer between visits. */
  rememberCart(cartId: string | null): Promise<void>;
}

export interface CustomerSignOutEvent {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Keeps this browser's cart for the customer's next sign-in. */
  rememberCart(cartId: string | null): Promise<void>;
}

export function customerHooks() {
  const signIn: Array<(event: CustomerSignInEvent) => Promise<void>> = [];
  const signOut: Array<(event: CustomerSignOutEvent) => Promise<void>> = [];
  return {
    onSignIn: (hook: (event: CustomerSignInEvent) => Promise<void>) => void signIn.push(hook),
    onSignOut: (hook: (event: CustomerSignOutEvent) => Promise<void>) => void signOut.push(hook),
    async signedIn(event: CustomerSignInEvent) {
      for (const hook of signIn) await hook(event);
    },
    async signedOut(event: CustomerSignOutEvent) {
      for (const hook of signOut) await hook(event);
    },
  };
}

export type CustomerHooks = ReturnType<typeof customerHooks>;
