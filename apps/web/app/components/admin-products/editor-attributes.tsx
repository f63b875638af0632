// A variable product's attributes: which of the shop's attributes it offers and which of their
// terms, each term shown as the storefront's swatch shows it (colour, picture or label); a
// missing term is added here without leaving the editor. "Generate variations" then makes one
// variation per combination (variation-combinations.ts) and keeps the ones already priced.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import {
  ATTRIBUTES_KEY,
  useAttributesWithTerms,
  type AttributeWithTerms,
  type WcTerm,
} from './attribute-data.ts';
import { useEditor } from './editor-context.tsx';
import { newVariation } from './product-form.ts';
import { combinationCount, MAX_VARIATIONS, mergeCombinations } from './variation-combinations.ts';

export function EditorAttributes() {
  const { t } = useTranslation();
  const { form, change, errors } = useEditor();
  const attributes = useAttributesWithTerms();
  const [outcome, setOutcome] = useState('');
  const count = combinationCount(form.attributes);

  const setOptions = (shop: AttributeWithTerms, options: string[] | null) =>
    change((current) => {
      const others = current.attributes.filter((one) => one.id !== shop.attribute.id);
      if (options === null) return { ...current, attributes: others };
      // Terms kept in the shop's order, attributes in the shop's order too.
      const ordered = shop.terms.map((term) => term.name).filter((name) => options.includes(name));
      const next = [
        ...others,
        { id: shop.attribute.id, name: shop.attribute.name, options: ordered },
      ];
      const order = (attributes.data ?? []).map((one) => one.attribute.id);
      next.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
      return { ...current, attributes: next };
    });

  const generate = () => {
    if (count > MAX_VARIATIONS) {
      setOutcome(t('productsAdmin.tooMany', { count, max: MAX_VARIATIONS }));
      return;
    }
    const merged = mergeCombinations(form.variations, form.attributes, (options) =>
      newVariation(options),
    );
    const added = merged.rows.filter((row) => !form.variations.includes(row)).length;
    const dropped = merged.dropped.flatMap((row) => (row.id === undefined ? [] : [row.id]));
    setOutcome(t('productsAdmin.generated', { added, dropped: dropped.length }));
    change((current) => ({
      ...current,
      variations: merged.rows,
      droppedVariationIds: [...current.droppedVariationIds, ...dropped],
    }));
  };

  return (
    <section className="editor-section" aria-labelledby="editor-attributes">
      <h3 id="editor-attributes" className="editor-section__title">
        {t('productsAdmin.section.attributes')}
      </h3>
      {attributes.isSuccess && attributes.data.length === 0 ? (
        <p className="admin-field__hint">{t('productsAdmin.noAttributes')}</p>
      ) : null}
      {(attributes.data ?? []).map((shop) => {
        const chosen = form.attributes.find((one) => one.id === shop.attribute.id);
        return (
          <div key={shop.attribute.id} className="editor-attribute">
            <label className="editor-choice editor-attribute__use">
              <input
                type="checkbox"
                checked={chosen !== undefined}
                onChange={(event) => setOptions(shop, event.target.checked ? [] : null)}
              />
              {t('productsAdmin.useAttribute', { name: shop.attribute.name })}
            </label>
            {chosen ? (
              <>
                <fieldset className="editor-terms">
                  <legend className="visually-hidden">
                    {t('productsAdmin.terms', { name: shop.attribute.name })}
                  </legend>
                  {shop.terms.map((term) => (
                    <label key={term.id} className="editor-term">
                      <input
                        type="checkbox"
                        checked={chosen.options.includes(term.name)}
                        onChange={(event) =>
                          setOptions(
                            shop,
                            event.target.checked
                              ? [...chosen.options, term.name]
                              : chosen.options.filter((name) => name !== term.name),
                          )
                        }
                      />
                      <Swatch kind={shop.attribute.swatch_kind} term={term} />
                      <bdi>{term.name}</bdi>
                    </label>
                  ))}
                </fieldset>
                <NewTerm
                  shop={shop}
                  onAdded={(name) => setOptions(shop, [...chosen.options, name])}
                />
              </>
            ) : null}
          </div>
        );
      })}
      {errors.attributes ? <p className="admin-field__error">{errors.attributes}</p> : null}
      <div className="editor-generate">
        <button
          type="button"
          className="button button--primary"
          disabled={count === 0}
          onClick={generate}
        >
          {t('productsAdmin.generate')}
        </button>
        <p className="admin-field__hint">{t('productsAdmin.generateHint')}</p>
        <p role="status" className="editor-generate__outcome">
          {outcome}
        </p>
      </div>
    </section>
  );
}

/** A term as its swatch: a colour dot, a small picture, or nothing beside its name (a label). */
function Swatch({ kind, term }: { kind: string; term: WcTerm }) {
  if (kind === 'color' && term.color) {
    return (
      <span className="editor-swatch" style={{ backgroundColor: term.color }} aria-hidden="true" />
    );
  }
  if (kind === 'image' && term.image) {
    return <img className="editor-swatch" src={term.image.src} alt="" width={24} height={24} />;
  }
  return null;
}

/** Adds a term to the shop's attribute (with its colour for a colour swatch) and chooses it. */
function NewTerm({ shop, onAdded }: { shop: AttributeWithTerms; onAdded: (name: string) => void }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const nameId = useId();
  const colorId = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#1f6feb');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const isColor = shop.attribute.swatch_kind === 'color';
  const add = async () => {
    if (!name.trim()) return;
    setBusy(true);
    setNote(null);
    try {
      const term = await client.post('/wp-json/wc/v3/products/attributes/{attribute_id}/terms', {
        params: { attribute_id: shop.attribute.id },
        body: { name: name.trim(), ...(isColor && { color }) },
      });
      await queryClient.invalidateQueries({ queryKey: [ATTRIBUTES_KEY] });
      onAdded(term.name);
      setNote({ text: t('productsAdmin.termAdded', { name: term.name }), error: false });
      setName('');
    } catch (error) {
      setNote({ text: messageOf(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="editor-new-term">
      <div className="admin-field">
        <label htmlFor={nameId} className="admin-field__label">
          {t('productsAdmin.newTerm', { name: shop.attribute.name })}
        </label>
        <input
          id={nameId}
          type="text"
          dir="auto"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the term rather than submitting anything else.
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
      </div>
      {isColor ? (
        <div className="admin-field">
          <label htmlFor={colorId} className="admin-field__label">
            {t('productsAdmin.newTermColor')}
          </label>
          <input
            id={colorId}
            type="color"
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={busy || !name.trim()}
        onClick={() => void add()}
      >
        {t('productsAdmin.addTerm')}
      </button>
      <p role="status" className={note?.error ? 'admin-field__error' : 'admin-field__hint'}>
        {note?.text ?? ''}
      </p>
    </div>
  );
}
