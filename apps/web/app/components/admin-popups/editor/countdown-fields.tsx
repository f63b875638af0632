// The countdown's end (design_properties `timer` and `timer_ver`, core's countdown-deadline.ts),
// which the Countdown block shows and at which the popup closes itself: none, a fixed date and time
// (the same moment the targeting page's schedule sets), or a number of minutes counted from each
// showing or, "evergreen", from the first time this visitor saw the popup (a reload does not
// restart it). A date is typed in the owner's own time and written with their offset from GMT.
import { parseCountdownTimer, type DesignProperties } from '@pinwheel/core';
import { Field } from '../../admin/field.tsx';
import { FormRow } from '../../admin/form-row.tsx';
import { useTranslation } from '../../../translation.ts';
import { localMoment, momentTimer } from '../targeting/targeting-fields.ts';
import {
  COUNTDOWN_MODES,
  countdownFor,
  countdownModeOf,
  type CountdownMode,
} from './countdown-modes.ts';

export function CountdownFields(props: {
  properties: DesignProperties;
  set: (changes: Partial<DesignProperties>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { properties, set } = props;
  const mode = countdownModeOf(properties);
  const timer = parseCountdownTimer(properties.timer);
  const passed = timer?.kind === 'moment' && timer.at <= Date.now();
  return (
    <FormRow>
      <Field
        label={t('popupEditor.countdown')}
        hint={t(`popupEditor.countdown.${mode}Hint`)}
        error={mode === 'none' ? props.error : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={mode}
            onChange={(event) =>
              set(countdownFor(event.target.value as CountdownMode, properties, Date.now()))
            }
          >
            {COUNTDOWN_MODES.map((one) => (
              <option key={one} value={one}>
                {t(`popupEditor.countdown.${one}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {timer?.kind === 'moment' ? (
        <Field
          label={t('popupEditor.countdownEnds')}
          hint={passed ? t('popupEditor.countdownPassed') : t('popupEditor.countdownEndsHint')}
          error={props.error}
          required
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={localMoment(timer.at)}
              onChange={(event) => {
                // Clearing the field keeps the last date: "no countdown" is the choice above.
                if (event.target.value) set({ timer: momentTimer(event.target.value) });
              }}
            />
          )}
        </Field>
      ) : null}
      {timer?.kind === 'duration' ? (
        <Field label={t('popupEditor.countdownMinutes')} error={props.error} required>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={9999}
              inputMode="numeric"
              value={Math.max(1, Math.round(timer.seconds / 60))}
              onChange={(event) => {
                const minutes = Math.min(9999, Math.max(1, Math.floor(Number(event.target.value))));
                if (Number.isFinite(minutes)) set({ timer: `timerTime@${minutes}|0` });
              }}
            />
          )}
        </Field>
      ) : null}
    </FormRow>
  );
}
