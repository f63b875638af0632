// The captcha and the quiz an answer hands out (spec §3 `captcha` and `quiz`; after a reset, the
// refill's): each asks the visitor what a bot cannot answer, and its hidden half goes back with the
// answer for the server to judge it by (core's spam-trap.ts names them). A captcha is a picture of
// characters, its challenge the picture's file name; a quiz is a question and its answer's hash.
import {
  CONTACT_FORM_CAPTCHA_CHALLENGE_PREFIX,
  CONTACT_FORM_QUIZ_ANSWER_PREFIX,
  contactFormMessage,
  type Language,
} from '@pinwheel/core/contact-forms';
import type { Challenges } from './contact-form-state.ts';

/** The picture's file name without its extension: `…/4821.png` → `4821`. */
function challengeOf(pictureUrl: string): string {
  const file = pictureUrl.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return file.replace(/\.[^.]*$/, '');
}

function ChallengeField(props: {
  id: string;
  name: string;
  label: string;
  hidden: { name: string; value: string };
  className: string;
  picture?: { url: string; alt: string };
}) {
  return (
    <div className={`pw-cf__field ${props.className}`}>
      {props.picture ? <img src={props.picture.url} alt={props.picture.alt} /> : null}
      <label className="pw-cf__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input id={props.id} name={props.name} className="pw-cf__input" autoComplete="off" />
      <input type="hidden" name={props.hidden.name} value={props.hidden.value} />
    </div>
  );
}

export function ChallengeFields(props: {
  challenges: Challenges;
  lang: Language;
  fieldId(name: string): string;
}) {
  const { lang, fieldId } = props;
  return (
    <>
      {Object.entries(props.challenges.captcha).map(([name, url]) => (
        <ChallengeField
          key={name}
          id={fieldId(name)}
          name={name}
          className="pw-cf__captcha"
          label={contactFormMessage(lang, 'captcha')}
          picture={{ url, alt: contactFormMessage(lang, 'captchaPicture') }}
          hidden={{ name: CONTACT_FORM_CAPTCHA_CHALLENGE_PREFIX + name, value: challengeOf(url) }}
        />
      ))}
      {Object.entries(props.challenges.quiz).map(([name, [question, answerHash]]) => (
        <ChallengeField
          key={name}
          id={fieldId(name)}
          name={name}
          className="pw-cf__quiz"
          label={question}
          hidden={{ name: CONTACT_FORM_QUIZ_ANSWER_PREFIX + name, value: answerHash }}
        />
      ))}
    </>
  );
}
