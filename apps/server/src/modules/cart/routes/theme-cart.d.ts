// @shopify/theme-cart ships no types: the calls the theme-cart test makes, as its README gives them.
declare module '@shopify/theme-cart' {
  type Properties = Record<string, string>;
  export function getState(): Promise<unknown>;
  export function getItemIndex(key: string): Promise<number>;
  export function getItem(key: string): Promise<unknown>;
  export function addItem(
    id: number,
    options?: { quantity?: number; properties?: Properties },
  ): Promise<unknown>;
  export function updateItem(
    key: string,
    options: { quantity?: number; properties?: Properties },
  ): Promise<unknown>;
  export function removeItem(key: string): Promise<unknown>;
  export function clearItems(): Promise<unknown>;
  export function getAttributes(): Promise<Record<string, string>>;
  export function getNote(): Promise<string | null>;
}
