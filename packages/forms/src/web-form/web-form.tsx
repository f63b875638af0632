// A multi-page web form as a visitor fills it in (spec §2, §4, §5, §9), on our pages or embedded
// on another site. The top component composes: the published form is loaded (or given), then
// pages are walked with next/previous (pages whose fields are all hidden are skipped, Enter on a
// single-line input goes on), fields validate on focus-out, 1 s after typing and on click for
// choices, by core's validateWebForm (the server's own rules), and the entry is sent by AJAX with
// its token, honeypot, timestamps and captcha. Server field errors stay until the field changes.
import {
  allFields,
  fieldIdOfKey,
  orderSummary,
  postedName,
  validateWebForm,
  visibleFieldIds,
  visiblePageIndexes,
  webFormMessage,
  type Language,
  type LocalText,
  type WebFormErrors,
} from '@pinwheel/core/web-forms';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { randomHoneypotId, visitorUuid } from './anti-spam.ts';
import { HOSTED_CAPTCHA_FIELD } from '../hosted-captcha.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { PageIndicator } from './page-indicator.tsx';
import { ERROR_SCROLL_OFFSET, PAGE_SCROLL_OFFSET, scrollToElement } from './scroll.ts';
import {
  fetchToken,
  loadWebForm,
  restrictedEmailRefusal,
  submitEntry,
  type PublishedWebForm,
  type SubmitAnswer,
  type WebFormEndpoint,
} from './web-form-client.ts';
import { WebFormFieldView } from './web-form-field.tsx';
import { previewMessage } from './preview.ts';
import { loadedPasswordScorer, loadPasswordScorer } from './password-score.ts';

export const KEYUP_DEBOUNCE_MS = 1000;
export const ANNOUNCE_MS = 1000;
export const REMOTE_RETRY_MS = 800;

const textOf = (text: LocalText | undefined, lang: Language) =>
  text?.[lang]?.trim() || text?.en?.trim() || '';

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface WebFormProps {
  endpoint: WebFormEndpoint;
  /** The form as the page's loader read it; absent: loaded on mount. */
  form?: PublishedWebForm;
  /** The visitor allowed cookies (the `_wpfuuid` cookie is set only then or by the setting). */
  consent?: boolean;
  /**
   * The builder's live preview: `form` is drawn (see `previewWebForm`), every page walked and
   * every rule checked, but nothing is fetched or sent (no token, captcha, remote check, submit).
   */
  preview?: boolean;
  /**
   * Preview only: the page to show, as a request (each new object moves there, even back to the
   * page asked before): the builder follows the page being edited and its page buttons.
   */
  previewPage?: { index: number };
  /** Preview only: told the page index shown after each move (next, previous, a failure). */
  onPreviewPageChange?: (index: number) => void;
  /**
   * Loads ALTCHA's widget (defines `altcha-widget`); default the `altcha` package as it is. Our
   * own pages pass their build without inline workers and styles, which their script policy
   * would refuse (apps/web's altcha-widget.ts).
   */
  loadAltcha?: () => Promise<unknown>;
}

export function WebForm(props: WebFormProps) {
  const [form, setForm] = useState<PublishedWebForm | null>(props.form ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The builder hands a new definition on each change: draw that one.
  useEffect(() => {
    if (props.preview && props.form) setForm(props.form);
  }, [props.preview, props.form]);
  useEffect(() => {
    if (form || props.preview) return;
    loadWebForm(props.endpoint).then(setForm, (error: unknown) => {
      console.error('The form could not be loaded', error);
      setLoadFailed(true);
    });
  }, [form, props.endpoint, props.preview]);
  if (loadFailed)
    return (
      <p className="pw-wf__general-error" role="alert">
        {webFormMessage(props.endpoint.lang, 'tokenMissing')}
      </p>
    );
  if (!form) return <div className="pw-wf pw-wf--loading" aria-busy="true" />;
  return <WebFormBody {...props} form={form} />;
}

type Status = 'filling' | 'sending' | 'done';

/** The chosen files as the rules read them: each with its field, name and size. */
function fileListOf(files: Record<string, File[]>) {
  return Object.entries(files).flatMap(([field, list]) =>
    list.map((file) => ({ field, name: file.name, size: file.size })),
  );
}

function WebFormBody(props: WebFormProps & { form: PublishedWebForm }) {
  const { form, endpoint } = props;
  const { definition, settings } = form;
  const lang = endpoint.lang;
  const say = (
    key: Parameters<typeof webFormMessage>[1],
    params: Record<string, string | number> = {},
  ) => webFormMessage(lang, key, params);
  const formKey = useMemo(
    () => `pw-wf-${form.id}-${Math.random().toString(36).slice(2, 7)}`,
    [form.id],
  );
  const honeypotId = useMemo(randomHoneypotId, []);
  const root = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<Record<string, string[]>>(() => {
    const initial: Record<string, string[]> = {};
    for (const field of allFields(definition)) {
      if (field.type === 'address' && field.defaultCountry)
        initial[`${field.id}.country`] = [field.defaultCountry];
    }
    return initial;
  });
  const [files, setFilesState] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<WebFormErrors>({});
  const [serverErrors, setServerErrors] = useState<WebFormErrors>({});
  const [general, setGeneral] = useState<{ header?: string; footer?: string; recaptcha?: string }>(
    {},
  );
  const [pageIndex, setPageIndex] = useState(() =>
    Math.min(Math.max(props.previewPage?.index ?? 0, 0), definition.pages.length - 1),
  );
  const preview = props.preview === true;
  const [previewChecked, setPreviewChecked] = useState(false);
  useEffect(() => {
    if (preview && props.previewPage !== undefined)
      setPageIndex(Math.min(Math.max(props.previewPage.index, 0), definition.pages.length - 1));
  }, [preview, props.previewPage, definition.pages.length]);
  const { onPreviewPageChange } = props;
  useEffect(() => {
    if (preview) onPreviewPageChange?.(pageIndex);
  }, [preview, pageIndex, onPreviewPageChange]);
  const [status, setStatus] = useState<Status>('filling');
  const [answer, setAnswer] = useState<Extract<SubmitAnswer, { success: true }>['data'] | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const [token, setToken] = useState({ value: form.token, at: Date.now() });
  const [refreshing, setRefreshing] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const started = useRef<number | null>(null);
  const pendingRemote = useRef(new Map<string, Promise<void>>());
  /** The last refusal of the server's check per field (its words may be the owner's own). */
  const remoteRefusals = useRef(new Map<string, string>());
  const keyTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const today = useMemo(localToday, []);
  const visible = useMemo(() => visibleFieldIds(definition, values), [definition, values]);
  const pages = useMemo(() => visiblePageIndexes(definition, visible), [definition, visible]);
  const summary = useMemo(
    () => orderSummary(definition, values, visible),
    [definition, values, visible],
  );
  const fileList = useMemo(() => fileListOf(files), [files]);
  const filesTooLarge = fileList.reduce((sum, file) => sum + file.size, 0) > settings.postMaxBytes;
  const currentPage = definition.pages[Math.min(pageIndex, definition.pages.length - 1)]!;
  const position = Math.max(0, pages.indexOf(pageIndex));
  const isLast = position === pages.length - 1;

  const announce = useCallback((text: string) => {
    setAnnouncement(text);
    // Removed after 1 s (spec §9), so the same words can be announced again.
    setTimeout(() => setAnnouncement(''), ANNOUNCE_MS);
  }, []);

  const context = useMemo(
    () => ({
      lang,
      today,
      countriesWithoutStates: new Set(settings.countriesWithoutStates),
      postMaxBytes: settings.postMaxBytes,
    }),
    [lang, today, settings],
  );

  /** Validates some fields; returns their errors (server errors kept where nothing changed). */
  const validate = useCallback(
    (fieldIds: ReadonlySet<string>, current = values, currentFiles = fileList): WebFormErrors => {
      // A password's minimum strength is judged once zxcvbn is in (loaded when such a field is
      // first typed in, below); read at each check, as the meter does. The server judges it anyway.
      const passwordScore = loadedPasswordScorer();
      const found = validateWebForm(definition, current, currentFiles, {
        ...context,
        ...(passwordScore ? { passwordScore } : {}),
        only: fieldIds,
      });
      setErrors((before) => {
        const next = { ...before };
        for (const key of Object.keys(next)) if (fieldIds.has(fieldIdOfKey(key))) delete next[key];
        return { ...next, ...found };
      });
      return found;
    },
    [definition, values, fileList, context],
  );

  const strengthFields = useMemo(
    () =>
      allFields(definition)
        .filter((field) => field.type === 'password' && field.minStrength !== undefined)
        .map((field) => field.id),
    [definition],
  );
  const strengthTyped = strengthFields.some((id) => (values[id]?.[0] ?? '') !== '');
  useEffect(() => {
    if (strengthTyped) void loadPasswordScorer();
  }, [strengthTyped]);

  /** The restricted-email check: a remote check the form waits for (spec §4). */
  const checkRemote = useCallback(
    (fieldId: string) => {
      if (preview || !settings.restrictedEmailFields.includes(fieldId)) return;
      const email = (values[fieldId]?.[0] ?? '').trim();
      if (email === '') return;
      const check = restrictedEmailRefusal(endpoint, settings, fieldId, email)
        .then((refusal) => {
          const earlier = remoteRefusals.current.get(fieldId);
          if (refusal !== null) remoteRefusals.current.set(fieldId, refusal);
          else remoteRefusals.current.delete(fieldId);
          setErrors((before) => {
            const next = { ...before };
            if (refusal !== null) next[fieldId] = refusal;
            // Taken now: a message of an earlier check goes (not one the rules gave since).
            else if (earlier !== undefined && next[fieldId] === earlier) delete next[fieldId];
            return next;
          });
        })
        .catch((error: unknown) => console.error('The email check failed', error))
        .finally(() => pendingRemote.current.delete(fieldId));
      pendingRemote.current.set(fieldId, check);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [endpoint, settings, values],
  );

  // The debounced key-up check runs a second after the key: it must judge the values of then, not
  // those of the render that set it (a field emptied by a key, then filled by a paste and left,
  // would be called empty).
  const latestValidate = useRef(validate);
  latestValidate.current = validate;

  const checkLeft = (fieldId: string) => {
    // Leaving the field checks it now; a key-up check still waiting has nothing to add.
    clearTimeout(keyTimers.current.get(fieldId));
    const found = validate(new Set([fieldId]));
    if (!found[fieldId]) checkRemote(fieldId);
  };
  // A field left because the visitor pressed on something else (a radio, a button) is checked
  // only once that click is over: its message appearing or going moves what lies below it, and a
  // press and release landing on different spots make no click at all.
  const pressing = useRef(false);
  const leftWhilePressing = useRef(new Set<string>());
  const onLeave = (fieldId: string) => {
    if (pressing.current) leftWhilePressing.current.add(fieldId);
    else checkLeft(fieldId);
  };
  const onPressStart = () => {
    pressing.current = true;
    window.addEventListener(
      'pointerup',
      () =>
        // After the click that follows this release.
        setTimeout(() => {
          pressing.current = false;
          const left = [...leftWhilePressing.current];
          leftWhilePressing.current.clear();
          for (const fieldId of left) checkLeft(fieldId);
        }, 0),
      { capture: true, once: true },
    );
  };
  const onKey = (fieldId: string) => {
    clearTimeout(keyTimers.current.get(fieldId));
    keyTimers.current.set(
      fieldId,
      setTimeout(() => latestValidate.current(new Set([fieldId])), KEYUP_DEBOUNCE_MS),
    );
  };
  const onChoose = (fieldId: string) => {
    // After the click's change is in: validate on the next tick.
    setTimeout(
      () =>
        setValues((current) => {
          validate(new Set([fieldId]), current);
          return current;
        }),
      0,
    );
  };

  const setValue = (key: string, list: string[]) => {
    started.current ??= Date.now();
    setPreviewChecked(false);
    setValues((before) => ({ ...before, [key]: list }));
    forgetServerError(key);
  };
  // A server error stays until the visitor changes that field (a value typed, a file chosen).
  const forgetServerError = (key: string) =>
    setServerErrors((before) => {
      if (!(key in before)) return before;
      const next = { ...before };
      delete next[key];
      return next;
    });
  const setFiles = (fieldId: string, list: File[]) => {
    started.current ??= Date.now();
    const next = { ...files, [fieldId]: list };
    setFilesState(next);
    forgetServerError(fieldId);
    // Checked at once against the files just chosen (the list this render holds is the one before).
    validate(new Set([fieldId]), values, fileListOf(next));
  };

  // The token is fetched anew on focus when older than its lifetime; the submit waits meanwhile.
  const refreshTokenIfOld = useCallback(() => {
    if (preview || refreshing || Date.now() - token.at < settings.tokenLifetimeMs) return;
    setRefreshing(true);
    fetchToken(endpoint, settings)
      .then((value) => setToken({ value, at: Date.now() }))
      .catch((error: unknown) => console.error('The form token could not be refreshed', error))
      .finally(() => setRefreshing(false));
  }, [preview, refreshing, token.at, settings, endpoint]);

  /** Waits for pending remote checks, re-asking every 800 ms (spec §9). */
  const remoteSettled = async () => {
    while (pendingRemote.current.size > 0) {
      await Promise.race([
        Promise.all(pendingRemote.current.values()),
        new Promise((resolve) => setTimeout(resolve, REMOTE_RETRY_MS)),
      ]);
    }
  };

  const pageFieldIds = (index: number) =>
    new Set(definition.pages[index]!.fields.map((field) => field.id));

  const scrollToTop = () => {
    if (root.current) scrollToElement(root.current, PAGE_SCROLL_OFFSET);
  };

  const goTo = (nextIndex: number) => {
    setPageIndex(nextIndex);
    const at = pages.indexOf(nextIndex);
    announce(
      say('pageChanged', {
        current: at + 1,
        total: pages.length,
        title: textOf(definition.pages[nextIndex]!.title, lang),
      }),
    );
    scrollToTop();
  };

  const next = async () => {
    await remoteSettled();
    const found = validate(pageFieldIds(pageIndex));
    const blocking = Object.keys({ ...found, ...serverErrors }).filter((key) =>
      pageFieldIds(pageIndex).has(fieldIdOfKey(key)),
    );
    if (blocking.length > 0) {
      focusFirstError({ ...found, ...serverErrors });
      return;
    }
    const following = pages[position + 1];
    if (following !== undefined) goTo(following);
  };
  const previous = () => {
    const before = pages[position - 1];
    if (before !== undefined) goTo(before);
  };

  const focusFirstError = (found: WebFormErrors) => {
    const first = allFields(definition).find((field) =>
      Object.keys(found).some((key) => fieldIdOfKey(key) === field.id),
    );
    if (!first) return;
    const element = root.current?.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(first.id)}"]`,
    );
    if (!element) return;
    scrollToElement(element, ERROR_SCROLL_OFFSET);
    element.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  };

  /** On failure: the first page holding an error, with the error shown and scrolled to. */
  const showFailure = (found: WebFormErrors) => {
    const keys = Object.keys(found);
    const firstPage = pages.find((index) =>
      definition.pages[index]!.fields.some((field) =>
        keys.some((key) => fieldIdOfKey(key) === field.id),
      ),
    );
    if (firstPage !== undefined && firstPage !== pageIndex) setPageIndex(firstPage);
    announce(
      say('errorsAnnounced', {
        n: keys.length,
        page: (firstPage !== undefined ? pages.indexOf(firstPage) : position) + 1,
      }),
    );
    setTimeout(() => focusFirstError(found), 0);
  };

  const submit = async () => {
    if (status === 'sending' || refreshing || filesTooLarge) return;
    await remoteSettled();
    const allVisible = new Set([...visible]);
    const found = validate(allVisible);
    if (Object.keys(found).length > 0 || Object.keys(serverErrors).length > 0) {
      showFailure({ ...found, ...serverErrors });
      return;
    }
    if (preview) {
      // Never sent: the builder's preview only says the entry would pass the browser's checks.
      setPreviewChecked(true);
      announce(previewMessage(lang, 'checked'));
      return;
    }
    setStatus('sending');
    setGeneral({});
    const body = new FormData();
    body.append('action', 'wpforms_submit');
    body.append('wpforms[id]', form.id);
    body.append('wpforms[token]', token.value);
    body.append(
      'wpforms[hp]',
      root.current?.querySelector<HTMLInputElement>(`#${honeypotId}`)?.value ?? '',
    );
    body.append('start_timestamp', String(started.current ?? Date.now()));
    body.append('end_timestamp', String(Date.now()));
    body.append('page_url', window.location.href);
    body.append('wpforms[payment_total]', String(summary.total));
    // The answer under the name the server reads: the provider's own field, or ALTCHA's.
    if (captcha)
      body.append(
        settings.captcha ? HOSTED_CAPTCHA_FIELD[settings.captcha.provider] : 'altcha',
        captcha,
      );
    const uuid = visitorUuid(props.consent === true || definition.antiSpam.storeVisitorUuid);
    if (uuid) body.append('_wpfuuid', uuid);
    for (const [key, list] of Object.entries(values)) {
      if (!visible.has(fieldIdOfKey(key))) continue;
      for (const value of list) body.append(postedName(key), value);
    }
    for (const [fieldId, list] of Object.entries(files)) {
      if (!visible.has(fieldId)) continue;
      for (const file of list) body.append(postedName(fieldId), file, file.name);
    }
    try {
      const result = await submitEntry(endpoint, settings, body);
      if (result.success) {
        setAnswer(result.data);
        setStatus('done');
        if (result.data.redirect_url && !result.data.action_required) {
          if (result.data.new_tab) window.open(result.data.redirect_url, '_blank', 'noopener');
          else window.location.assign(result.data.redirect_url);
        }
        if (root.current) scrollToElement(root.current, ERROR_SCROLL_OFFSET);
        return;
      }
      setStatus('filling');
      setGeneral(result.data.errors.general);
      setServerErrors(result.data.errors.field);
      setErrors((before) => ({ ...before, ...result.data.errors.field }));
      // The captcha is reset on failure (spec §4: ALTCHA drawn anew, a hosted widget's reset);
      // a used token is replaced.
      setCaptcha('');
      setCaptchaKey((key) => key + 1);
      fetchToken(endpoint, settings).then(
        (value) => setToken({ value, at: Date.now() }),
        () => undefined,
      );
      if (Object.keys(result.data.errors.field).length > 0) showFailure(result.data.errors.field);
      else if (root.current) scrollToElement(root.current, ERROR_SCROLL_OFFSET);
    } catch (error) {
      // A failed call is logged only (spec §8); the button comes back.
      console.error('The form could not be sent', error);
      setStatus('filling');
    }
  };

  // A page restored from the back-forward cache gets its button back (spec §4).
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus((now) => (now === 'sending' ? 'filling' : now));
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLast) void submit();
    else void next();
  };
  const onEnter = () => {
    if (isLast) void submit();
    else void next();
  };

  const shownErrors = { ...errors, ...serverErrors };
  // Pressing a button must not move focus first: the focus-out check of the field just left
  // would redraw (an error appearing or going) and move the button from under the pointer
  // before the press ends, and the click would be lost. The click itself checks the page.
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();
  const titles = pages.map((index) => textOf(definition.pages[index]!.title, lang));
  const disabled = status === 'sending' || refreshing || filesTooLarge;
  const submitLabel =
    status === 'sending'
      ? textOf(definition.submitProcessingLabel, lang) || say('sending')
      : refreshing
        ? say('refreshing')
        : textOf(definition.submitLabel, lang) || say('submit');

  if (status === 'done' && answer) {
    return (
      <div className="pw-wf pw-wf--done" dir={lang === 'he' ? 'rtl' : 'ltr'} ref={root as never}>
        {answer.payment ? (
          <div className="pw-wf__payment-due" role="status">
            <p>{say('paymentDue', { amount: answer.payment.amount_text })}</p>
            {answer.payment.bank_details ? (
              <pre className="pw-wf__bank">{answer.payment.bank_details}</pre>
            ) : null}
          </div>
        ) : null}
        {answer.confirmation ? (
          <div className="pw-wf__confirmation" role="status">
            {answer.confirmation}
          </div>
        ) : null}
        {answer.redirect_url && answer.new_tab ? (
          <p className="pw-wf__confirmation" role="status">
            {say('openInNewTab')}{' '}
            <a href={answer.redirect_url} target="_blank" rel="noopener noreferrer">
              {answer.redirect_url}
            </a>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      ref={root}
      className="pw-wf"
      dir={lang === 'he' ? 'rtl' : 'ltr'}
      lang={lang}
      noValidate
      aria-label={form.name}
      onSubmit={onSubmit}
      // Capture: focus does not bubble, and Preact (the embed) does not turn onFocus into focusin.
      onFocusCapture={refreshTokenIfOld}
      onPointerDownCapture={onPressStart}
      data-form-id={form.id}
    >
      <div className="pw-wf__sr" aria-live="assertive" role="status">
        {announcement}
      </div>
      {general.header ? (
        <div className="pw-wf__general-error" role="alert">
          {general.header}
        </div>
      ) : null}
      <PageIndicator
        style={definition.pageIndicator}
        titles={titles}
        current={position}
        lang={lang}
      />
      <div className="pw-wf__honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>{say('honeypotLabel')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <fieldset className="pw-wf__page" key={currentPage.id}>
        {titles.length > 1 ? (
          <legend className="pw-wf__page-title">{textOf(currentPage.title, lang)}</legend>
        ) : null}
        {currentPage.fields
          .filter((field) => visible.has(field.id))
          .map((field) => (
            <WebFormFieldView
              key={field.id}
              field={field}
              formKey={formKey}
              values={values}
              files={files[field.id] ?? []}
              errors={shownErrors}
              lang={lang}
              settings={settings}
              summary={summary}
              today={today}
              setValue={setValue}
              setFiles={setFiles}
              onLeave={onLeave}
              onKey={onKey}
              onChoose={onChoose}
              onEnter={onEnter}
            />
          ))}
      </fieldset>
      {isLast && !preview && definition.antiSpam.captcha === 'altcha' ? (
        <CaptchaField
          round={captchaKey}
          loadAltcha={props.loadAltcha}
          endpoint={endpoint}
          settings={settings}
          lang={lang}
          onSolved={setCaptcha}
          error={general.recaptcha}
        />
      ) : null}
      {isLast && fileList.length > 0 ? (
        <p
          className={`pw-wf__uploads${filesTooLarge ? ' has-error' : ''}`}
          role={filesTooLarge ? 'alert' : undefined}
        >
          {filesTooLarge
            ? say('postMaxSize', {
                totalSize: (fileList.reduce((s, f) => s + f.size, 0) / 1048576).toFixed(2),
                maxSize: (settings.postMaxBytes / 1048576).toFixed(0),
              })
            : null}
        </p>
      ) : null}
      {preview && previewChecked ? (
        <p className="pw-wf__preview-checked">{previewMessage(lang, 'checked')}</p>
      ) : null}
      {general.footer ? (
        <div className="pw-wf__general-error" role="alert">
          {general.footer}
        </div>
      ) : null}
      <div className="pw-wf__buttons">
        {position > 0 ? (
          <button
            type="button"
            className="pw-wf__previous"
            onMouseDown={keepFocus}
            onClick={previous}
          >
            {textOf(definition.pages[pages[position - 1]!]!.previousLabel, lang) || say('previous')}
          </button>
        ) : null}
        {isLast ? (
          <button
            type="submit"
            className="pw-wf__submit"
            onMouseDown={keepFocus}
            // Modern markup: kept clickable but marked disabled (spec §4), so it stays focusable.
            aria-disabled={disabled ? true : undefined}
            data-state={status}
          >
            {submitLabel}
          </button>
        ) : (
          <button type="submit" className="pw-wf__next" onMouseDown={keepFocus}>
            {textOf(currentPage.nextLabel, lang) || say('next')}
          </button>
        )}
      </div>
    </form>
  );
}
