// /admin/coupons/new and /admin/coupons/:id: a coupon's rules (coupon-form.tsx). A new one is
// created and the page moves to its address; an existing one saves with its version, so a save
// over someone else's change is told so instead of overwriting it. Deleting asks first. The
// codes issued from its pattern are listed below the form with their lead and use.
import { translate } from '@pinwheel/core';
import { PinwheelApiError } from '@pinwheel/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Route } from './+types/admin-coupon';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import {
  blankDraft,
  bodyOf,
  draftOf,
  errorsByField,
  type CouponDraft,
  type WcCoupon,
} from '../components/admin/coupons/coupon-draft.ts';
import { CouponForm } from '../components/admin/coupons/coupon-form.tsx';
import { IssuedCodes } from '../components/admin/coupons/issued-codes.tsx';
import { fieldErrorsOf } from '../components/admin/field.tsx';
import { useShopMoney } from '../components/admin/money-input.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { ErrorState, LoadingState } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import couponsStyles from '../styles/admin-coupons.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: couponsStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export function loader({ context, params }: Route.LoaderArgs) {
  const key = params.id ? 'adminCoupons.edit' : 'adminCoupons.new';
  return { title: pageTitle(translate(context.lang, key), context.shop.name) };
}

export default function AdminCoupon() {
  const id = useParams().id;
  return id ? <EditCoupon key={id} id={id} /> : <NewCoupon />;
}

/** What a failed save shows: each field's refusal beside it, anything else above the form. */
function refusalOf(error: unknown) {
  if (!error) return { errors: {}, general: undefined };
  const errors = errorsByField(fieldErrorsOf(error));
  const general =
    Object.keys(errors).length === 0
      ? error instanceof PinwheelApiError
        ? error.message
        : String(error)
      : undefined;
  return { errors, general };
}

function NewCoupon() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<CouponDraft>(blankDraft);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty);
  const create = useMutation({
    mutationFn: (body: CouponDraft) =>
      client.post('/wp-json/wc/v3/coupons', { body: bodyOf(body) }),
    onSuccess: async (coupon) => {
      setDirty(false);
      await queries.invalidateQueries({ queryKey: ['coupons'] });
      toast(t('adminCoupons.created', { code: coupon.code }));
      navigate(`/admin/coupons/${coupon.id}`, { replace: true });
    },
  });
  const refusal = refusalOf(create.error);
  return (
    <AdminPage title={t('adminCoupons.new')} backTo="/admin/coupons">
      <CouponForm
        draft={draft}
        errors={refusal.errors}
        generalError={refusal.general}
        onChange={(next) => {
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => create.mutate(draft)}
        saving={create.isPending}
        submitLabel={t('adminCoupons.create')}
      />
    </AdminPage>
  );
}

function EditCoupon(props: { id: string }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const coupon = useQuery({
    queryKey: ['coupon', props.id],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/coupons/{id}', { params: { id: props.id }, signal }),
  });
  if (coupon.isPending) {
    return (
      <AdminPage title={t('adminCoupons.edit')} backTo="/admin/coupons">
        <LoadingState />
      </AdminPage>
    );
  }
  if (coupon.isError) {
    return (
      <AdminPage title={t('adminCoupons.edit')} backTo="/admin/coupons">
        <ErrorState error={coupon.error} onRetry={() => void coupon.refetch()} />
      </AdminPage>
    );
  }
  return <CouponEditor key={coupon.data.date_modified_gmt} coupon={coupon.data} />;
}

function CouponEditor(props: { coupon: WcCoupon }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const { currency } = useShopMoney();
  const { coupon } = props;
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon));
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty);
  const save = useMutation({
    mutationFn: (body: CouponDraft) =>
      client.put('/wp-json/wc/v3/coupons/{id}', { params: { id: coupon.id }, body: bodyOf(body) }),
    onSuccess: async (saved) => {
      setDirty(false);
      queries.setQueryData(['coupon', coupon.id], saved);
      await queries.invalidateQueries({ queryKey: ['coupons'] });
      toast(t('adminCoupons.saved', { code: saved.code }));
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      client.delete('/wp-json/wc/v3/coupons/{id}', {
        params: { id: coupon.id },
        query: { force: true },
      }),
    onSuccess: async () => {
      setDirty(false);
      await queries.invalidateQueries({ queryKey: ['coupons'] });
      toast(t('adminCoupons.deleted', { code: coupon.code }));
      navigate('/admin/coupons');
    },
    onError: (error) => toast(t('adminOrders.failed', { reason: error.message })),
  });
  const refusal = refusalOf(save.error);
  return (
    <AdminPage
      title={t('adminCoupons.editing', { code: coupon.code })}
      description={t('adminCoupons.usedTimes', { count: coupon.usage_count })}
      backTo="/admin/coupons"
    >
      <CouponForm
        draft={draft}
        errors={refusal.errors}
        generalError={refusal.general}
        onChange={(next) => {
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => save.mutate(draft)}
        saving={save.isPending}
        submitLabel={t('adminCoupons.save')}
        extra={
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={async () => {
              const sure = await confirm({
                title: t('adminCoupons.deleteTitle', { code: coupon.code }),
                body: t('adminCoupons.deleteBody'),
                confirmLabel: t('adminCoupons.delete'),
                danger: true,
              });
              if (sure) remove.mutate();
            }}
          >
            {t('adminCoupons.delete')}
          </button>
        }
      />
      <IssuedCodes
        couponId={coupon.id}
        currency={currency}
        hasPattern={Boolean(coupon.unique_code_pattern)}
      />
    </AdminPage>
  );
}
