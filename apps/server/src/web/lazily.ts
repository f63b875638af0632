// Properties made on first read: the page contract's domains cost nothing until a loader asks.

/** Defines each of `getters` on `target` as a property made on first read and kept. */
export function lazily<Target extends object, Lazy extends object>(
  target: Target,
  getters: { [Key in keyof Lazy]: () => Lazy[Key] },
): Target & Lazy {
  for (const key of Object.keys(getters) as Array<keyof Lazy & string>) {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = getters[key]();
        Object.defineProperty(target, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return target as Target & Lazy;
}
