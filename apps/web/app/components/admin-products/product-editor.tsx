// The product editor, for a new product and an existing one: its sections (editor-*.tsx) over one
// form state, and the bar that saves it. A save is one wc/v3 write (product-form.ts) with the
// version it was opened at (the kit's useEditableResource: a save after someone else's is told,
// with Reload / Overwrite); fields the API refuses show its message beside them and the form keeps
// what was typed. A draft saves itself a few seconds after the owner stops typing; leaving with
// unsaved changes asks first.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { EditConflict } from '../admin/edit-conflict.tsx';
import { fieldErrorsOf } from '../admin/field.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { useUnsavedChangesPrompt } from '../admin/unsaved-changes.ts';
import { EditorAttributes } from './editor-attributes.tsx';
import { EditorBasics } from './editor-basics.tsx';
import { EditorCategories } from './editor-categories.tsx';
import { EditorProvider } from './editor-context.tsx';
import { EditorBulkTiers, EditorDeposits } from './editor-extras.tsx';
import { EditorPictures } from './editor-pictures.tsx';
import { EditorPricing } from './editor-pricing.tsx';
import { EditorRelated } from './editor-related.tsx';
import { EditorVariations } from './editor-variations.tsx';
import {
  productWrite,
  variationErrorKey,
  type ProductFormValues,
  type ProductWrite,
  type WcProduct,
} from './product-form.ts';

/** How long a draft waits after the last change before it saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

export interface SaveOutcome {
  /** The form as it now stands on the server (new rows with their ids). */
  form: ProductFormValues;
  /** Where to go next (a new product's own address). */
  navigateTo?: string;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date; auto: boolean }
  | { kind: 'failed'; error: unknown };

export function ProductEditor({
  initial,
  product,
  persist,
  conflict,
  actions,
}: {
  initial: ProductFormValues;
  /** The product as last saved; undefined for a new one. */
  product: WcProduct | undefined;
  /** Saves the write; answers the saved form (or throws the API's refusal). */
  persist: (write: ProductWrite, sent: ProductFormValues) => Promise<SaveOutcome>;
  /** The version check's refusal, with the owner's choices (useEditableResource). */
  conflict?: { onReload: () => void; onOverwrite: () => void; busy: boolean } | undefined;
  /** The storefront link and the delete button, beside the save button. */
  actions?: ReactNode;
}) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const creating = product === undefined;
  const [form, setForm] = useState(initial);
  const [savedWrite, setSavedWrite] = useState(() =>
    JSON.stringify(productWrite(initial, creating)),
  );
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [next, setNext] = useState<string | null>(null);
  const dirty = JSON.stringify(productWrite(form, creating)) !== savedWrite;
  useUnsavedChangesPrompt(dirty && next === null);
  // The newest form for a save started by the timer.
  const latest = useRef(form);
  latest.current = form;

  const save = async (auto: boolean) => {
    const sent = latest.current;
    setState({ kind: 'saving' });
    try {
      const outcome = await persist(productWrite(sent, creating), sent);
      setSavedWrite(JSON.stringify(productWrite(outcome.form, false)));
      // What was typed during the save stays; only what the save settled is taken in.
      setForm((current) =>
        current === sent ? outcome.form : settled(current, outcome.form, sent),
      );
      setState({ kind: 'saved', at: new Date(), auto });
      if (outcome.navigateTo) setNext(outcome.navigateTo);
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  // A new product's own address once it exists (after the unsaved-changes prompt is off).
  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  // Drafts save themselves: only a product saved as a draft and still one (a published product's
  // changes wait for Save, so shoppers never see half an edit).
  const autosaves = !creating && product.status === 'draft' && form.status === 'draft';
  useEffect(() => {
    if (!autosaves || !dirty || state.kind === 'saving' || conflict) return;
    const timer = setTimeout(() => void save(true), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `save` reads the newest form itself.
  }, [autosaves, dirty, form, state.kind, conflict]);

  const errors = state.kind === 'failed' ? errorsByField(form, state.error) : {};
  const time = (at: Date) =>
    new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(at);
  const status =
    state.kind === 'saving'
      ? t('productsAdmin.saving')
      : state.kind === 'failed'
        ? Object.keys(errors).length > 0
          ? t('adminKit.fixFields')
          : t('adminKit.saveFailed', { reason: messageOf(state.error) })
        : dirty
          ? t('productsAdmin.unsaved')
          : state.kind === 'saved'
            ? t(state.auto ? 'productsAdmin.autosavedAt' : 'productsAdmin.savedAt', {
                time: time(state.at),
              })
            : '';

  return (
    <EditorProvider value={{ form, change: setForm, errors, existing: !creating }}>
      <form
        className="product-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        {conflict ? (
          <EditConflict
            onReload={conflict.onReload}
            onOverwrite={conflict.onOverwrite}
            busy={conflict.busy}
          />
        ) : null}
        <div className="product-editor__main">
          <EditorBasics />
          <EditorPictures />
          {form.type === 'simple' ? <EditorPricing /> : null}
          {form.type === 'variable' ? (
            <>
              <EditorAttributes />
              <EditorVariations />
            </>
          ) : null}
          <EditorCategories />
          <EditorBulkTiers />
          <EditorDeposits />
          <EditorRelated productId={product?.id ?? null} />
        </div>
        <div className="product-editor__bar">
          <p
            className={`product-editor__status${state.kind === 'failed' ? ' is-failed' : ''}`}
            role="status"
            aria-live="polite"
          >
            {status}
          </p>
          {autosaves ? (
            <p className="admin-field__hint">{t('productsAdmin.autosaveHint')}</p>
          ) : null}
          <div className="product-editor__actions">
            {actions}
            <button
              type="submit"
              className="button button--primary"
              disabled={state.kind === 'saving' || Boolean(conflict)}
            >
              {state.kind === 'saving' ? t('productsAdmin.saving') : t('productsAdmin.save')}
            </button>
          </div>
        </div>
      </form>
    </EditorProvider>
  );
}

/** The form as typed meanwhile, with what a save settled: new rows' ids, deletions, the slug. */
function settled(
  current: ProductFormValues,
  saved: ProductFormValues,
  sent: ProductFormValues,
): ProductFormValues {
  const ids = new Map(saved.variations.map((row) => [row.key, row.id]));
  return {
    ...current,
    slug: current.slug || saved.slug,
    variations: current.variations.map((row) => ({ ...row, id: row.id ?? ids.get(row.key) })),
    droppedVariationIds: current.droppedVariationIds.filter(
      (id) => !sent.droppedVariationIds.includes(id),
    ),
  };
}

/** The API's refusals by the field each is about; a variation's by its row in the grid. */
function errorsByField(form: ProductFormValues, error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [param, message] of Object.entries(fieldErrorsOf(error))) {
    errors[variationErrorKey(form, param) ?? param] ??= message;
  }
  return errors;
}
