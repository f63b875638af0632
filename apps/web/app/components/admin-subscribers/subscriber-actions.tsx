// The owner's actions on /admin/subscribers, through the platform API with the typed client:
// double opt-in switched on or off for a list's next sign-ups, and a subscriber taken off a list
// (kept, unsubscribed: their consent and when it ended stay on record) or removed for good. Each
// asks first where it cannot be undone, says how it went, and draws the page again from the server.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { MailingListOverview } from '../../context/mailing-list.ts';
import { useTranslation } from '../../translation.ts';
import { useConfirm } from '../admin/confirm-dialog.tsx';
import { CheckField } from '../admin/form-row.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';

const LIST = '/wp-json/pinwheel/v1/mailing-lists/{id}';
const SUBSCRIBER = '/wp-json/pinwheel/v1/mailing-lists/{id}/subscribers/{subscriber}';

/** Runs one change, then tells the owner and reloads the page's data; false when it failed. */
function useOwnerChange() {
  const { t } = useTranslation();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      toast(done);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      toast(t('adminKit.saveFailed', { reason: messageOf(error) }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function DoubleOptInSwitch({ list }: { list: MailingListOverview }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const { busy, run } = useOwnerChange();
  // Shown switched at once; put back if the save fails.
  const [on, setOn] = useState(list.doubleOptIn);
  return (
    <CheckField
      label={t('subscribers.doubleOptIn', { list: list.name })}
      hint={t('subscribers.doubleOptInHint')}
      checked={on}
      disabled={busy}
      onChange={async (next) => {
        setOn(next);
        const saved = await run(
          () => client.put(LIST, { params: { id: list.id }, body: { double_opt_in: next } }),
          t('adminKit.saved'),
        );
        if (!saved) setOn(!next);
      }}
    />
  );
}

export function SubscriberActions({
  list,
  subscriber,
}: {
  list: MailingListOverview;
  subscriber: MailingListOverview['subscribers'][number];
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const confirm = useConfirm();
  const { busy, run } = useOwnerChange();
  const { email } = subscriber;
  const params = { id: list.id, subscriber: subscriber.id };
  return (
    <div className="admin-subscribers__actions">
      {subscriber.status !== 'unsubscribed' ? (
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          aria-label={t('subscribers.unsubscribeLabel', { email })}
          onClick={async () => {
            const sure = await confirm({
              title: t('subscribers.unsubscribeTitle', { email, list: list.name }),
              body: t('subscribers.unsubscribeBody'),
              confirmLabel: t('subscribers.unsubscribe'),
            });
            if (!sure) return;
            await run(
              () => client.put(SUBSCRIBER, { params, body: { status: 'unsubscribed' } }),
              t('subscribers.unsubscribedDone', { email }),
            );
          }}
        >
          {t('subscribers.unsubscribe')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--quiet"
        disabled={busy}
        aria-label={t('subscribers.removeLabel', { email })}
        onClick={async () => {
          const sure = await confirm({
            title: t('subscribers.removeTitle', { email }),
            body: t('subscribers.removeBody', { list: list.name }),
            confirmLabel: t('subscribers.removeConfirm'),
            danger: true,
          });
          if (!sure) return;
          await run(
            () => client.delete(SUBSCRIBER, { params, query: { force: true } }),
            t('subscribers.removedDone', { email }),
          );
        }}
      >
        {t('subscribers.remove')}
      </button>
    </div>
  );
}
