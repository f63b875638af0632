// The editor's publishing choice: a draft (not on the shop), published (shown now), or scheduled
// (shown from a date, picked in the owner's own time zone). Radio buttons in a fieldset, so the
// keyboard moves between them with the arrows and a screen reader hears the group's name.
import { useTranslation } from '../../translation.ts';
import { Field } from '../admin/field.tsx';
import type { Publishing } from './post-draft.ts';

export function PostPublishing({
  publishing,
  publishAt,
  onPublishing,
  onPublishAt,
  dateError,
}: {
  publishing: Publishing;
  publishAt: string;
  onPublishing: (publishing: Publishing) => void;
  onPublishAt: (value: string) => void;
  dateError?: string | undefined;
}) {
  const { t } = useTranslation();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const choices: Array<[Publishing, string]> = [
    ['draft', t('postsAdmin.publishDraft')],
    ['now', t('postsAdmin.publishNow')],
    ['later', t('postsAdmin.publishLater')],
  ];
  return (
    <fieldset className="post-editor__box post-publishing">
      <legend>{t('postsAdmin.publishing')}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="post-publishing__choice">
          <input
            type="radio"
            name="publishing"
            value={value}
            checked={publishing === value}
            onChange={() => onPublishing(value)}
          />
          {label}
        </label>
      ))}
      {publishing === 'later' ? (
        <Field
          label={t('postsAdmin.publishDate')}
          hint={t('postsAdmin.publishDateHint', { zone })}
          error={dateError}
          required
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => onPublishAt(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
