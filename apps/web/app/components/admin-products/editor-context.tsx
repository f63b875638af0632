// What every section of the product editor reads and changes: the form's values, one way to
// change them, and the API's refusals by field (shown next to each field after a failed save).
import { createContext, useContext, type ReactNode } from 'react';
import type { ProductFormValues } from './product-form.ts';

export interface EditorContextValue {
  form: ProductFormValues;
  /** Changes the form (the function gets the values as they are now). */
  change: (update: (form: ProductFormValues) => ProductFormValues) => void;
  /** The API's message per field: `name`, `regular_price`, `<variation key>.sku` … */
  errors: Record<string, string>;
  /** Whether the product exists yet (its kind is then fixed). */
  existing: boolean;
}

const EditorContext = createContext<EditorContextValue | null>(null);

export function EditorProvider({
  value,
  children,
}: {
  value: EditorContextValue;
  children: ReactNode;
}) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor() is for the product editor’s sections');
  return value;
}

/** Sets one field: `set('name')(value)`. */
export function useSetter() {
  const { change } = useEditor();
  return <K extends keyof ProductFormValues>(key: K) =>
    (value: ProductFormValues[K]) =>
      change((form) => ({ ...form, [key]: value }));
}
