// What is wrong with notice settings about to be saved, by field: the server refuses a save with
// it (in English, as the platform API answers) and the owner's page shows the same refusal in the
// dashboard's language, each in the owner catalogue's words for its code (problem keys there,
// not here: storefront pages run core and carry no owner words). One check, so the two agree.
import { customTextProblem, parseNoticeTemplate, type NoticeSettings } from './index.ts';

export type NoticeSettingsProblemCode =
  | 'noMessage'
  | 'unknownPlaceholder'
  | 'empty'
  | 'unbalanced_brace'
  | 'no_product'
  | 'customPlaceholder'
  | 'customBrace'
  | 'numberRange'
  | 'noProducts'
  | 'noNames';

export interface NoticeSettingsProblem {
  code: NoticeSettingsProblemCode;
  params?: Record<string, string | number>;
}

export type NoticeSettingsProblems = Partial<Record<keyof NoticeSettings, NoticeSettingsProblem>>;

export function noticeSettingsProblems(settings: NoticeSettings): NoticeSettingsProblems {
  const problems: NoticeSettingsProblems = {};
  for (const field of ['messages', 'messages_he'] as const) {
    const list = settings[field];
    if (list.length === 0) {
      problems[field] = { code: 'noMessage' };
      continue;
    }
    for (const [index, message] of list.entries()) {
      const parsed = parseNoticeTemplate(message);
      if (parsed.ok) continue;
      problems[field] =
        parsed.problem === 'unknown_placeholder'
          ? {
              code: 'unknownPlaceholder',
              params: { number: index + 1, name: parsed.detail ?? '' },
            }
          : { code: parsed.problem, params: { number: index + 1 } };
      break;
    }
  }
  for (const field of ['message_custom', 'message_custom_he'] as const) {
    const custom = customTextProblem(settings[field]);
    if (custom === 'unknown_placeholder') {
      problems[field] = { code: 'customPlaceholder' };
    } else if (custom) problems[field] = { code: 'customBrace' };
  }
  if (settings.message_number_min > settings.message_number_max) {
    problems.message_number_max = { code: 'numberRange' };
  }
  if (settings.source === 'generated') {
    if (settings.products.length === 0) {
      problems.products = { code: 'noProducts' };
    }
    if (settings.names.length === 0) problems.names = { code: 'noNames' };
  }
  return problems;
}
