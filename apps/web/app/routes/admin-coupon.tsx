// /admin/coupons/new and /admin/coupons/:id: a coupon's rules (coupon-form.tsx). A new one is
// created and the page moves to its address; an existing one saves with its version, so a save
// over someone else's change is told so instead of overwriting it. Deleting asks first. The
// codes issued from its pattern are listed below the form with their lead and use.
import { translate } from '@pinwheel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
import { ResourceConflict } from '../components/admin/edit-conflict.tsx';
import {
  useEditableResource,
  type EditableResource,
} from '../components/admin/editable-resource.ts';
import { ErrorState, LoadingState, useErrorMessage } from '../components/admin/page-states.tsx';
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
function refusalOf(error: unknown, messageOf: (error: unknown) => string) {
  if (!error) return { errors: {}, general: undefined };
  const errors = errorsByField(fieldErrorsOf(error));
  const general = Object.keys(errors).length === 0 ? messageOf(error) : undefined;
  return { errors, general };
}

function NewCoupon() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<CouponDraft>(blankDraft);
  // The latest draft, for a save made in the same moment an amount field reports (see CouponForm).
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty);
  const create = useMutation({
    mutationFn: (body: CouponDraft) =>
      client.post('/wp-json/wc/v3/coupons', { body: bodyOf(body) }),
    onSuccess: async (coupon) => {
      setDirty(false);
      setCreatedId(coupon.id);
      await queries.invalidateQueries({ queryKey: ['coupons'] });
      toast(t('adminCoupons.created', { code: coupon.code }));
    },
  });
  // Moves on once the form is no longer dirty (drawn), so the unsaved-changes guard lets it go.
  const [createdId, setCreatedId] = useState<string | null>(null);
  useEffect(() => {
    if (createdId) void navigate(`/admin/coupons/${createdId}`, { replace: true });
  }, [createdId, navigate]);
  const messageOf = useErrorMessage();
  const refusal = refusalOf(create.error, messageOf);
  return (
    <AdminPage title={t('adminCoupons.new')} backTo="/admin/coupons">
      <CouponForm
        draft={draft}
        errors={refusal.errors}
        generalError={refusal.general}
        onChange={(next) => {
          latest.current = next;
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => create.mutate(latest.current)}
        saving={create.isPending}
        submitLabel={t('adminCoupons.create')}
      />
    </AdminPage>
  );
}

function EditCoupon(props: { id: string }) {
  const { t } = useTranslation();
  const { currency } = useShopMoney();
  const coupon = useEditableResource('/wp-json/wc/v3/coupons/{id}', { id: props.id });
  if (coupon.isLoading) {
    return (
      <AdminPage title={t('adminCoupons.edit')} backTo="/admin/coupons">
        <LoadingState />
      </AdminPage>
    );
  }
  if (!coupon.data) {
    return (
      <AdminPage title={t('adminCoupons.edit')} backTo="/admin/coupons">
        <ErrorState error={coupon.loadError} onRetry={coupon.refetch} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('adminCoupons.editing', { code: coupon.data.code })}
      description={t('adminCoupons.usedTimes', { count: coupon.data.usage_count })}
      backTo="/admin/coupons"
    >
      {/* A save or a reload brings a new version: the form starts again from what is stored. */}
      <CouponEditor key={coupon.version ?? coupon.data.date_modified_gmt} coupon={coupon} />
      <IssuedCodes
        couponId={coupon.data.id}
        currency={currency}
        hasPattern={Boolean(coupon.data.unique_code_pattern)}
      />
    </AdminPage>
  );
}

function CouponEditor(props: { coupon: EditableResource<'/wp-json/wc/v3/coupons/{id}'> }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const resource = props.coupon;
  const coupon = resource.data!;
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon));
  const latest = useRef(draft);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesPrompt(dirty && !resource.isSaving);
  const afterSave = async (saved: WcCoupon | undefined) => {
    if (!saved) return;
    setDirty(false);
    await queries.invalidateQueries({ queryKey: ['coupons'] });
    toast(t('adminCoupons.saved', { code: saved.code }));
  };
  const remove = useMutation({
    mutationFn: () =>
      client.delete('/wp-json/wc/v3/coupons/{id}', {
        params: { id: coupon.id },
        query: { force: true },
      }),
    onSuccess: async () => {
      setDirty(false);
      setDeleted(true);
      await queries.invalidateQueries({ queryKey: ['coupons'] });
      toast(t('adminCoupons.deleted', { code: coupon.code }));
    },
    onError: (error) => toast(messageOf(error), { tone: 'error' }),
  });
  const messageOf = useErrorMessage();
  const refusal = refusalOf(resource.saveError, messageOf);
  // Back to the list once the form is no longer dirty (drawn), past the unsaved-changes guard.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted) void navigate('/admin/coupons');
  }, [deleted, navigate]);
  return (
    <>
      <ResourceConflict resource={resource} onSaved={afterSave} />
      <CouponForm
        draft={draft}
        errors={refusal.errors}
        generalError={refusal.general}
        onChange={(next) => {
          latest.current = next;
          setDraft(next);
          setDirty(true);
        }}
        onSubmit={() => void resource.save(bodyOf(latest.current)).then(afterSave, () => {})}
        saving={resource.isSaving}
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
    </>
  );
}
