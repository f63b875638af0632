// An order's notes: a form to add one (private, or to the customer — then it is mailed, and the
// note says whether the mail really went), and the notes newest first with their date and who
// wrote them. Deleting asks first; a private note deleted can be brought back from the toast
// (a customer note cannot: bringing it back would mail the customer again).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../translation.ts';
import { useConfirm } from '../confirm-dialog.tsx';
import { Field, fieldErrorsOf } from '../field.tsx';
import { useOwnerClient } from '../owner-api.tsx';
import { ErrorState, LoadingState } from '../page-states.tsx';
import { useToast } from '../toast.tsx';
import { gmtDate, type WcNote, type WcOrder } from './order-shape.ts';

export function OrderNotes(props: { order: WcOrder }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const { order } = props;
  const key = ['order', order.id, 'notes'];
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/orders/{id}/notes', { params: { id: order.id }, signal }),
  });
  const [text, setText] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  const refresh = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: key }),
      queries.invalidateQueries({ queryKey: ['order', order.id, 'emails'] }),
    ]);

  const add = useMutation({
    mutationFn: (input: { note: string; customer_note: boolean }) =>
      client.post('/wp-json/wc/v3/orders/{id}/notes', { params: { id: order.id }, body: input }),
    onSuccess: async (note) => {
      setText('');
      setForCustomer(false);
      await refresh();
      toast(
        note.customer_note
          ? t(`adminOrders.noteMail.${note.mail_state ?? 'kept'}`)
          : t('adminOrders.noteAdded'),
      );
    },
  });
  const remove = useMutation({
    mutationFn: (note: WcNote) =>
      client.delete('/wp-json/wc/v3/orders/{id}/notes/{child}', {
        params: { id: order.id, child: note.id },
        query: { force: true },
      }),
    onSuccess: async (note) => {
      await refresh();
      toast(
        t('adminOrders.noteDeleted'),
        note.customer_note
          ? {}
          : {
              action: {
                label: t('adminOrders.undo'),
                onAction: () => add.mutate({ note: note.note, customer_note: false }),
              },
            },
      );
    },
    onError: (error) => toast(t('adminOrders.failed', { reason: error.message })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ note: text, customer_note: forCustomer });
  };
  const errors = add.error ? fieldErrorsOf(add.error) : {};
  const noteError = errors.note ?? (add.error && !errors.note ? add.error.message : undefined);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="admin-card order-notes" aria-labelledby="order-notes-title">
      <h3 id="order-notes-title">{t('adminOrders.notes')}</h3>
      <form className="order-notes__form" onSubmit={submit} noValidate>
        <Field label={t('adminOrders.addNote')} error={noteError}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={text}
              maxLength={4000}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="order-notes__kind">
          <legend>{t('adminOrders.noteFor')}</legend>
          <label>
            <input
              type="radio"
              name="note-kind"
              checked={!forCustomer}
              onChange={() => setForCustomer(false)}
            />
            {t('adminOrders.notePrivate')}
          </label>
          <label>
            <input
              type="radio"
              name="note-kind"
              checked={forCustomer}
              onChange={() => setForCustomer(true)}
            />
            {t('adminOrders.noteCustomer')}
          </label>
        </fieldset>
        <p className="admin-field__hint">
          {t('adminOrders.noteHint', { email: order.billing.email })}
        </p>
        <button
          type="submit"
          className="button button--primary"
          disabled={add.isPending || text.trim() === ''}
          aria-busy={add.isPending}
        >
          {add.isPending
            ? t('adminOrders.adding')
            : forCustomer
              ? t('adminOrders.sendNote')
              : t('adminOrders.addNoteButton')}
        </button>
      </form>
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className="order-card__empty">{t('adminOrders.noNotes')}</p>
      ) : (
        <ol className="order-notes__list">
          {notes.data.map((note) => (
            <li
              key={note.id}
              className={`order-note${note.customer_note ? ' order-note--customer' : ''}`}
            >
              <p className="order-note__text">
                <bdi>{note.note}</bdi>
              </p>
              <p className="order-note__meta">
                <time dateTime={gmtDate(note.date_created_gmt).toISOString()}>
                  {when.format(gmtDate(note.date_created_gmt))}
                </time>
                {' · '}
                {note.customer_note
                  ? t(`adminOrders.noteMail.${note.mail_state ?? 'kept'}`)
                  : t('adminOrders.notePrivateShort')}
              </p>
              <button
                type="button"
                className="button button--quiet order-note__delete"
                disabled={remove.isPending}
                onClick={async () => {
                  const sure = await confirm({
                    title: t('adminOrders.deleteNoteTitle'),
                    body: note.customer_note ? t('adminOrders.deleteCustomerNoteBody') : undefined,
                    confirmLabel: t('adminOrders.deleteNote'),
                    danger: true,
                  });
                  if (sure) remove.mutate(note);
                }}
              >
                {t('adminOrders.deleteNote')}
                <span className="visually-hidden">: {note.note.slice(0, 40)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
