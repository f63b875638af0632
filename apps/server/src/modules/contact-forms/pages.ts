// Contact forms as the contact page draws them and as the owner's /admin/messages lists what was
// sent (apps/web/app/context/contact-forms.ts), in the request's language.
import { ownerText, type Language } from '@pinwheel/core';
import type { ContactFormsPages } from '@pinwheel/web/context/contact-forms';
import { schemaOf } from './contact-form-record.ts';
import type { ContactFormsService } from './service.ts';

export function contactFormsPages(
  contactForms: ContactFormsService,
  lang: Language,
): ContactFormsPages {
  return {
    async published(id) {
      const form = await contactForms.get(id);
      if (!form) return null;
      return {
        id: form.id,
        name: form.name,
        fields: form.definition.fields,
        schema: schemaOf(form, lang),
        started: contactForms.startedToken(form.id),
      };
    },
    async messages() {
      const [messages, forms] = await Promise.all([
        contactForms.submissions(),
        contactForms.list(),
      ]);
      const formsById = new Map(forms.map((form) => [form.id, form]));
      return messages.map((message) => {
        const definition = formsById.get(message.formId)?.definition.fields ?? [];
        const named = definition.filter((field) => field.type !== 'file');
        return {
          id: message.id,
          formName: message.formName,
          fields: named.map((field) => ({
            label: ownerText(field.label, lang) || field.name,
            values: message.fields[field.name] ?? [],
            kind:
              field.type === 'email'
                ? ('email' as const)
                : field.type === 'acceptance'
                  ? ('consent' as const)
                  : ('text' as const),
          })),
          files: message.files.map((file, index) => ({
            name: file.name,
            size: file.size,
            href: `/api/admin/contact-form-messages/${encodeURIComponent(message.id)}/files/${index}`,
          })),
          mailState: message.mailState,
          pageUrl: message.pageUrl,
          createdAt: message.createdAt,
        };
      });
    },
  };
}
