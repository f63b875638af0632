// Where the pay-in-instalments message asks whether it may show: a payment provider's
// affordability endpoint answers `apiData` (popup spec §7: status, data.enabled,
// new_widget_design_enabled) for its public key. The provider sits behind this interface; the
// local default answers from the shop's own settings without leaving the process, so a shop with
// no provider account still shows its own plan ("or 4 interest-free payments of … by direct bank
// transfer: a plan this shop offers itself") for its bank transfers.
import type { OrderSettings } from './order-settings.ts';

export interface AffordabilityAnswer {
  status: number;
  data: { enabled: boolean };
  new_widget_design_enabled: boolean;
}

export interface InstalmentsProvider {
  /**
   * Who offers the plan, as shoppers know them ("Klarna"); absent for the local default, where
   * the shop itself takes the payments. The message names one or the other, never the payment
   * method as if it were the lender.
   */
  readonly name?: string;
  availability(input: { key: string; currency: string }): Promise<AffordabilityAnswer>;
}

/** The local default: enabled when the shop's instalments are on and the key is the one set. */
export function localInstalmentsProvider(
  settings: () => Promise<OrderSettings>,
): InstalmentsProvider {
  return {
    async availability({ key }) {
      const { instalments } = await settings();
      const enabled = instalments.enabled && key !== '' && key === instalments.key;
      return { status: 200, data: { enabled }, new_widget_design_enabled: true };
    },
  };
}
