// A secret in a read-only field with a copy button. Without JavaScript (or a clipboard) the field
// is still there to select; when copying fails the text is selected for the owner to copy.
import { useRef, useState } from 'react';
import { useTranslation } from '../../../translation.ts';

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyableValue(props: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  }
  return (
    <div className="setting api-key-value">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="api-key-value__row">
        <input
          id={props.id}
          ref={input}
          type="text"
          readOnly
          value={props.value}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--quiet"
          aria-label={t('apiKeys.copyLabel', { what: props.label.toLowerCase() })}
          onClick={copy}
        >
          {t('apiKeys.copy')}
        </button>
      </div>
      <p role="status" className="setting__help">
        {state === 'copied'
          ? t('apiKeys.copied')
          : state === 'failed'
            ? t('apiKeys.copyFailed')
            : ''}
      </p>
    </div>
  );
}
