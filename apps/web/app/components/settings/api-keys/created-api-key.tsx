// The secret of a key just made, shown this once: each value in a read-only field with a copy
// button, and the warning that it will not be shown again. The heading takes the focus when the
// panel appears, so keyboard and screen reader users land on it after creating a key.
import type { MessageKey } from '@pinwheel/core';
import { useEffect, useRef } from 'react';
import type { CreatedApiKey } from '../../../context/api-keys.ts';
import { useTranslation } from '../../../translation.ts';
import { CopyableValue } from './copyable-value.tsx';

export function CreatedApiKeyPanel({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const values: Array<{ id: string; label: MessageKey; value: string }> =
    created.kind === 'application_password'
      ? [
          { id: 'new-key-username', label: 'apiKeys.username', value: created.username },
          { id: 'new-key-password', label: 'apiKeys.password', value: created.password },
        ]
      : [
          { id: 'new-key-consumer-key', label: 'apiKeys.consumerKey', value: created.consumerKey },
          {
            id: 'new-key-consumer-secret',
            label: 'apiKeys.consumerSecret',
            value: created.consumerSecret,
          },
        ];
  return (
    <section className="api-key-created" aria-labelledby="new-key-title">
      <h4 id="new-key-title" tabIndex={-1} ref={heading}>
        {t('apiKeys.createdTitle', { name: created.name })}
      </h4>
      <p className="api-key-created__warning">
        <strong>{t('apiKeys.onlyOnce')}</strong>
      </p>
      {values.map((item) => (
        <CopyableValue key={item.id} id={item.id} label={t(item.label)} value={item.value} />
      ))}
    </section>
  );
}
