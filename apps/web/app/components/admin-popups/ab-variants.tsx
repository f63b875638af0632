// Making and publishing an A/B test's variants from the dashboard (the A/B page and the editor).
// "Add a variant" asks the server for a draft copy of the test's original as its variant
// (pinwheel/v1 popups/{id}/duplicate?as=variant; the original becomes the control) and opens it
// in the editor. The split is not the owner's to set: the live popups of a test share its
// visitors evenly (core's keepChosenVariants), so a draft variant joins it when published, here
// or from the popups list. Where no variant can be made, the reason is said instead of a button.
import { PinwheelApiError } from '@pinwheel/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import { AB_KEY, ANALYTICS_KEY } from '../admin-analytics/analytics-data.ts';
import { PERFORMANCE_KEY } from './popup-performance.ts';
import { useTranslation } from '../../translation.ts';
import type { MessageKey } from '@pinwheel/core';

/** The server's refusals of a variant (display/variant-rules.ts), in the page's language. */
const REFUSALS: Record<string, MessageKey> = {
  pinwheel_rest_variant_of_variant: 'ab.addToOriginal',
  pinwheel_rest_not_testable: 'ab.addEmbedded',
  pinwheel_rest_test_ended: 'ab.addEnded',
};

function useAddVariant(originalId: string) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const messageOf = useErrorMessage();
  return useMutation({
    mutationFn: () =>
      client.post('/wp-json/pinwheel/v1/popups/{id}/duplicate', {
        params: { id: originalId },
        query: { as: 'variant' },
      }),
    onSuccess: async (variant) => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: [AB_KEY] }),
        queries.invalidateQueries({ queryKey: [ANALYTICS_KEY] }),
        queries.invalidateQueries({ queryKey: [PERFORMANCE_KEY] }),
      ]);
      toast(t('ab.variantAdded', { name: String(variant.popup.poptin_name) }));
      await navigate(`/admin/popups/${variant.id}`);
    },
    onError: (error) => {
      const refusal = error instanceof PinwheelApiError ? REFUSALS[error.code] : undefined;
      toast(refusal ? t(refusal) : messageOf(error), { tone: 'error' });
    },
  });
}

/**
 * "Add a variant" for the test led by `originalId`, or why there can be none: the test has a
 * winner (`ended`), or the original is embedded (read from the popup itself).
 */
export function AddVariant(props: { originalId: string; ended: boolean }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const add = useAddVariant(props.originalId);
  const original = useQuery({
    queryKey: ['pinwheel/v1/popups', props.originalId],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/popups/{id}', {
        params: { id: props.originalId },
        signal,
      }),
  });
  const type = original.data?.popup.poptin_type;
  const reason = props.ended ? 'ab.addEnded' : type === 'embedded' ? 'ab.addEmbedded' : null;
  return (
    <div className="ab-add">
      {reason ? (
        <p className="admin-field__hint">{t(reason)}</p>
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={add.isPending || original.isPending}
            onClick={() => add.mutate()}
          >
            {t('ab.addVariant')}
          </button>
          <p className="admin-field__hint">{t('ab.addVariantHint')}</p>
        </>
      )}
    </div>
  );
}

/** Publishes a draft or paused variant, which then takes its even share of the test's visitors. */
export function PublishVariant(props: { id: string; name: string }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const publish = useMutation({
    mutationFn: () =>
      client.patch('/wp-json/pinwheel/v1/popups/{id}', {
        params: { id: props.id },
        body: { status: 'live' },
      }),
    onSuccess: async () => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: [AB_KEY] }),
        queries.invalidateQueries({ queryKey: [PERFORMANCE_KEY] }),
      ]);
      toast(t('ab.published', { name: props.name }));
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });
  return (
    <button
      type="button"
      className="button button--quiet"
      disabled={publish.isPending}
      aria-label={t('ab.publishLabel', { name: props.name })}
      onClick={() => publish.mutate()}
    >
      {t('ab.publish')}
    </button>
  );
}
