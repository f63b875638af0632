// The form's own settings: how a multi-page form shows where the visitor is (connector, circles,
// progress with the step count and page titles, or nothing), the send button's words, and the
// anti-spam checks (the self-hosted captcha by default, and the too-fast-to-be-a-person trap).
import type { Language, PageIndicatorStyle, WebFormDefinition } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { withWords, wordsIn } from './form-draft.ts';
import { CheckSetting, SelectSetting, TextSetting } from './setting-controls.tsx';

type Captcha = WebFormDefinition['antiSpam']['captcha'];

export function FormSettingsEditor(props: {
  definition: WebFormDefinition;
  lang: Language;
  onChange: (definition: WebFormDefinition) => void;
}) {
  const { t } = useTranslation();
  const { definition, lang } = props;
  const set = (change: Partial<WebFormDefinition>) => props.onChange({ ...definition, ...change });
  const antiSpam = definition.antiSpam;
  return (
    <section className="admin-card form-builder__group" aria-labelledby="form-builder-settings">
      <h3 id="form-builder-settings">{t('adminForms.settings.title')}</h3>
      {definition.pages.length > 1 ? (
        <SelectSetting<PageIndicatorStyle>
          label={t('adminForms.settings.indicator')}
          value={definition.pageIndicator}
          options={(['progress', 'circles', 'connector', 'none'] as const).map((style) => ({
            value: style,
            label: t(`adminForms.settings.indicator.${style}`),
          }))}
          onChange={(pageIndicator) => set({ pageIndicator })}
        />
      ) : null}
      <TextSetting
        label={t('adminForms.settings.submitLabel')}
        hint={t('adminForms.settings.submitLabelHint')}
        dir={lang === 'he' ? 'rtl' : 'ltr'}
        maxLength={60}
        value={wordsIn(definition.submitLabel, lang)}
        onChange={(words) => set({ submitLabel: withWords(definition.submitLabel, lang, words) })}
      />
      <SelectSetting<Captcha>
        label={t('adminForms.settings.captcha')}
        hint={t('adminForms.settings.captchaHint')}
        value={antiSpam.captcha}
        options={(['altcha', 'turnstile', 'recaptcha', 'none'] as const).map((kind) => ({
          value: kind,
          label: t(`adminForms.settings.captcha.${kind}`),
        }))}
        onChange={(captcha) => set({ antiSpam: { ...antiSpam, captcha } })}
      />
      <CheckSetting
        label={t('adminForms.settings.timeTrap')}
        checked={antiSpam.timeTrap}
        onChange={(timeTrap) => set({ antiSpam: { ...antiSpam, timeTrap } })}
      />
    </section>
  );
}
