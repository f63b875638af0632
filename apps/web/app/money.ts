// The shop's currency format inside components, for formatMoney's last argument: from the shell
// data (settings → store), null when the owner never set one (prices then read as Intl writes them
// in the visitor's language). Every price a page shows passes it, so a change of format reaches
// them all; the server passes the same format from the catalog's settings (currencyFormatOf).
import type { CurrencyFormat } from '@pinwheel/core';
import { useShellData } from './shell-data.ts';

export function useCurrencyFormat(): CurrencyFormat | null {
  return useShellData()?.currencyFormat ?? null;
}
