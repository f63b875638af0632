// The spam traps' inputs (core's spam-trap.ts): the honeypot, hidden from people and from
// assistive technology, which bots fill; and the time-trap token the server judges the pace by.
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  contactFormMessage,
  type Language,
} from '@pinwheel/core/contact-forms';

export function SpamTrapFields({ started, lang }: { started: string; lang: Language }) {
  return (
    <>
      <div className="pw-cf__trap" aria-hidden="true">
        <label>
          {contactFormMessage(lang, 'honeypot')}
          <input
            type="text"
            name={CONTACT_FORM_HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={CONTACT_FORM_STARTED} value={started} />
    </>
  );
}
