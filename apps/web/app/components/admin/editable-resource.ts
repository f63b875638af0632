// One resource an owner edits (a product, a post, a settings group): loaded with its version (the
// ETag), saved with `If-Match`, so a save made after someone else's is refused (412
// rest_edit_conflict; server side platform-api/rest-version.ts) instead of overwriting it unseen.
// On a conflict the page shows <EditConflict> (edit-conflict.tsx): reload their version, or
// overwrite it with what was typed (saved again against the version now current).
//
//   const shop = useEditableResource('/wp-json/pinwheel/v1/settings/shop');
//   shop.data            // the resource as loaded (undefined while loading)
//   await shop.save(body) // resolves with the saved resource; rejects with the API's refusal
//   shop.conflict        // true after a 412, until reload() or overwrite()
import {
  PinwheelApiError,
  type AnswerOf,
  type BodyOf,
  type Operation,
  type PathsWith,
} from '@pinwheel/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOwnerClient } from './owner-api.tsx';

export const EDIT_CONFLICT = 'rest_edit_conflict';

/** Paths an owner can both read and save with PUT. */
export type EditablePath = PathsWith<'get'> & PathsWith<'put'>;

type Loaded<P extends EditablePath> = {
  value: AnswerOf<Operation<P, 'get'>>;
  version: string | null;
};

export interface EditableResource<P extends EditablePath> {
  data: AnswerOf<Operation<P, 'get'>> | undefined;
  /** The version loaded (the ETag), or null when the resource has none. */
  version: string | null;
  isLoading: boolean;
  /** Why loading failed (ErrorState shows it). */
  loadError: unknown;
  refetch: () => void;
  /** Saves the fields given; the loaded version goes as If-Match. */
  save: (body: BodyOf<Operation<P, 'put'>>) => Promise<AnswerOf<Operation<P, 'put'>>>;
  isSaving: boolean;
  /** The last save's failure (a 412 sets `conflict` instead). */
  saveError: unknown;
  /** Someone else saved since this was loaded. */
  conflict: boolean;
  /** Drops what was typed: loads their version. */
  reload: () => Promise<void>;
  /** Saves what was typed over their version. */
  overwrite: () => Promise<AnswerOf<Operation<P, 'put'>> | undefined>;
}

/** The path with its `{id}`s filled in: the query key's address. */
export function resourceAddress(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function useEditableResource<P extends EditablePath>(
  path: P,
  params?: Record<string, string | number>,
): EditableResource<P> {
  type Body = BodyOf<Operation<P, 'put'>>;
  type Saved = AnswerOf<Operation<P, 'put'>>;
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const address = resourceAddress(path, params);
  const queryKey = ['editable', address];
  const [conflictBody, setConflictBody] = useState<{ body: Body } | null>(null);

  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Loaded<P>> => {
      const response = await client.send('GET', address, { signal });
      if (!response.ok) throw await PinwheelApiError.fromResponse(response);
      return {
        value: (await response.json()) as Loaded<P>['value'],
        version: response.headers.get('etag'),
      };
    },
    // What is being edited is not swapped under the owner's hands when they come back to the tab.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

  const put = async (body: Body, version: string | null): Promise<Saved> => {
    const response = await client.send('PUT', address, {
      body,
      headers: version ? { 'if-match': version } : {},
    });
    if (!response.ok) throw await PinwheelApiError.fromResponse(response);
    const saved = (await response.json()) as Saved;
    queryClient.setQueryData<Loaded<P>>(queryKey, {
      value: saved as unknown as Loaded<P>['value'],
      version: response.headers.get('etag'),
    });
    return saved;
  };

  const mutation = useMutation({
    mutationFn: ({ body, version }: { body: Body; version: string | null }) => put(body, version),
    onError: (error, { body }) => {
      if (error instanceof PinwheelApiError && error.code === EDIT_CONFLICT)
        setConflictBody({ body });
    },
    onSuccess: () => setConflictBody(null),
  });

  const saveError =
    mutation.error instanceof PinwheelApiError && mutation.error.code === EDIT_CONFLICT
      ? null
      : mutation.error;

  return {
    data: query.data?.value,
    version: query.data?.version ?? null,
    isLoading: query.isPending,
    loadError: query.error,
    refetch: () => void query.refetch(),
    save: (body) => mutation.mutateAsync({ body, version: query.data?.version ?? null }),
    isSaving: mutation.isPending,
    saveError,
    conflict: conflictBody !== null,
    reload: async () => {
      setConflictBody(null);
      mutation.reset();
      await query.refetch();
    },
    overwrite: async () => {
      if (!conflictBody) return undefined;
      // Saved against the version current now: a third save in between is a new conflict.
      const current = await client.send('GET', address);
      const version = current.headers.get('etag');
      await current.body?.cancel();
      return mutation.mutateAsync({ body: conflictBody.body, version });
    },
  };
}
