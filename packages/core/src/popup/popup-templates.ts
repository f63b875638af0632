// The starting designs an owner picks from at /admin/popups/new: one per popup type and one per
// game (spin wheel, gift box, scratch card), each written in English and Hebrew. A popup made from
// one carries the owner's dashboard language as its own design and the other language as its
// translation (popup.ts `translations`), so both languages' pages show it. Templates are plain data
// valid by the owner API's popup schema (display/popup-templates.test.ts runs every one through it)
// and are drawn in the gallery by the widget's own renderer.
import type { Language } from '../messages/translate.ts';
import type { DesignBlock, DesignDocument, DesignTheme } from './design-document.ts';
import type { Popup, PopupType } from './popup.ts';

/** One template's words in one language. */
interface TemplateWords {
  /** The new popup's name, and the gallery card's title. */
  name: string;
  /** What the template is for, one line under its picture. */
  about: string;
  blocks: DesignBlock[];
  thank_you?: DesignBlock[];
}

export interface PopupTemplate {
  /** Stable, for addresses and tests: the type, or the game's kind. */
  id: string;
  type: PopupType;
  words: Record<Language, TemplateWords>;
  /** Everything but the words: format, size, triggers, design properties. */
  popup: Omit<Popup, 'poptin_id' | 'poptin_name' | 'design' | 'translations'>;
  theme: DesignTheme;
}

const emailForm = (submit_label: string, label: string): DesignBlock => ({
  type: 'form',
  fields: [{ kind: 'email', label, placeholder: 'you@example.com', required: true }],
  submit_label,
});
const heading = (text: string, level: 1 | 2 | 3 = 1): DesignBlock => ({
  type: 'heading',
  text,
  level,
});
const text = (text: string): DesignBlock => ({ type: 'text', text });
const email = { en: 'Email address', he: 'כתובת אימייל' };

const thanks = {
  en: [heading('Thank you!'), text('Check your inbox: your welcome note is on its way.')],
  he: [heading('תודה!'), text('בדקו את תיבת הדואר: מכתב הפתיחה כבר בדרך.')],
};

/** A game's prizes: every template's wheel, box and card deal the same four. */
const prizes: Popup['gamified_prize'] = [
  { prize_id: 'p1', is_winner: 1, label: '10% off', code: 'WIN10', chances: 35 },
  { prize_id: 'p2', is_winner: 1, label: 'Free shipping', code: 'WINSHIP', chances: 30 },
  { prize_id: 'p3', is_winner: 1, label: '20% off', code: 'WIN20', chances: 5 },
  { prize_id: 'p4', is_winner: 0, label: 'No luck', chances: 30, loosing_option: 'Next time!' },
];

function game(
  id: 'wheel' | 'gift' | 'scratch',
  format: 'format_1' | 'format_2' | 'format_3',
  words: Record<Language, { name: string; about: string; heading: string; play: string }>,
  theme: DesignTheme,
): PopupTemplate {
  const blocks = (lang: Language) => [
    heading(words[lang].heading),
    text(
      lang === 'en'
        ? 'Enter your email to play. One prize per email address.'
        : 'הזינו אימייל כדי לשחק. פרס אחד לכל כתובת.',
    ),
    emailForm(words[lang].play, email[lang]),
  ];
  return {
    id,
    type: 'gamified',
    theme,
    words: {
      en: { name: words.en.name, about: words.en.about, blocks: blocks('en') },
      he: { name: words.he.name, about: words.he.about, blocks: blocks('he') },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'gamified',
      poptin_format: format,
      poptin_size: { width: 600, height: 950 },
      wheel_has_coupon: 1,
      gamified_prize: prizes,
      display_after_exit_website_active: 'yes',
      d_f_a: { rule: 'display_once_a_visitor_2' },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
      },
    },
  };
}

export const POPUP_TEMPLATES: readonly PopupTemplate[] = [
  {
    id: 'lightbox',
    type: 'lightbox',
    theme: { background: '#ffffff', text: '#1f2937', accent: '#4338ca', align: 'center' },
    words: {
      en: {
        name: 'Welcome discount',
        about: 'A centred window offering a first-order discount for an email.',
        blocks: [
          heading('Take 10% off your first order'),
          text('Join our list for news, new arrivals and your welcome code.'),
          emailForm('Get my code', email.en),
        ],
        thank_you: thanks.en,
      },
      he: {
        name: 'הנחת הצטרפות',
        about: 'חלון במרכז המסך שמציע הנחה על ההזמנה הראשונה תמורת אימייל.',
        blocks: [
          heading('10% הנחה על ההזמנה הראשונה'),
          text('הצטרפו לרשימה לחדשות, למוצרים חדשים ולקוד ההצטרפות שלכם.'),
          emailForm('לקוד שלי', email.he),
        ],
        thank_you: thanks.he,
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'lightbox',
      poptin_format: 'format_1',
      poptin_size: { width: 700, height: 450 },
      x_close_button: 1,
      stop_showing_to_converted_users: 1,
      display_after_sec_active: 10,
      display_after_sec_active_on: 'page',
      d_f_a: { rule: 'display_once_every_few_days_3', days: 3 },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
        poptin_design_entry_effect: 'fadeIn',
        poptin_design_thank_screen: 1,
      },
    },
  },
  {
    id: 'bar',
    type: 'bar',
    theme: { background: '#111827', text: '#f9fafb', accent: '#fbbf24', font_scale: 'small' },
    words: {
      en: {
        name: 'Announcement bar',
        about: 'A slim bar across the top of the page for a sale or free shipping.',
        blocks: [text('Free shipping on orders over $50 this week')],
      },
      he: {
        name: 'פס הודעה',
        about: 'פס דק בראש הדף למבצע או למשלוח חינם.',
        blocks: [text('משלוח חינם בהזמנות מעל 50$ השבוע')],
      },
    },
    popup: {
      poptin_target: 'click',
      poptin_type: 'bar',
      poptin_format: 'format_1',
      poptin_size: { width: 1920, height: 60 },
      display_after_sec_active: 0,
      design_properties: {
        poptin_location: 'center-top',
        poptin_design_close_options_type: 'closing_options-x',
      },
    },
  },
  {
    id: 'bside',
    type: 'bside',
    theme: { background: '#ffffff', text: '#1f2937', accent: '#1d4ed8' },
    words: {
      en: {
        name: 'Newsletter corner',
        about: 'A box in the bottom corner that asks for an email without covering the page.',
        blocks: [
          heading('Stories from our workshop', 2),
          text('A short letter every other week. No spam.'),
          emailForm('Subscribe', email.en),
        ],
        thank_you: thanks.en,
      },
      he: {
        name: 'פינת הניוזלטר',
        about: 'תיבה בפינה התחתונה שמבקשת אימייל בלי לכסות את הדף.',
        blocks: [
          heading('סיפורים מהסדנה', 2),
          text('מכתב קצר אחת לשבועיים. בלי ספאם.'),
          emailForm('הרשמה', email.he),
        ],
        thank_you: thanks.he,
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'bside',
      poptin_format: 'format_1',
      poptin_size: { width: 380, height: 400 },
      display_after_scroll_active: 50,
      design_properties: {
        poptin_location: 'bottom-right',
        poptin_design_entry_effect: 'slideInUp',
      },
    },
  },
  {
    id: 'sside',
    type: 'sside',
    theme: { background: '#f8fafc', text: '#0f172a', accent: '#0f766e' },
    words: {
      en: {
        name: 'Help on the side',
        about: 'A panel from the side of the screen offering help to a visitor who stopped.',
        blocks: [
          heading('Need help choosing?', 3),
          text('Tell us what you are looking for and we will write back.'),
          { type: 'button', label: 'Ask us', action: 'link', href: '/contact' },
        ],
      },
      he: {
        name: 'עזרה מהצד',
        about: 'לוח מצד המסך שמציע עזרה למבקר שעצר.',
        blocks: [
          heading('צריכים עזרה בבחירה?', 3),
          text('ספרו לנו מה אתם מחפשים ונחזור אליכם.'),
          { type: 'button', label: 'שאלו אותנו', action: 'link', href: '/contact' },
        ],
      },
    },
    popup: {
      poptin_target: 'others',
      poptin_type: 'sside',
      poptin_format: 'format_1',
      poptin_size: { width: 320, height: 360 },
      display_after_inactive_seconds_active: 20,
      design_properties: { poptin_location: 'right' },
    },
  },
  {
    id: 'fullpage',
    type: 'fullpage',
    theme: { background: '#fef3c7', text: '#451a03', accent: '#b91c1c', align: 'center' },
    words: {
      en: {
        name: 'Sale takeover',
        about: 'The whole screen for a big sale, once per visitor.',
        blocks: [
          heading('20% off everything'),
          text('This weekend only, on every order.'),
          { type: 'button', label: 'Shop the sale', action: 'link', href: '/' },
        ],
      },
      he: {
        name: 'מבצע על כל המסך',
        about: 'כל המסך למבצע גדול, פעם אחת לכל מבקר.',
        blocks: [
          heading('20% הנחה על הכול'),
          text('בסוף השבוע הזה בלבד, על כל הזמנה.'),
          { type: 'button', label: 'לקניות במבצע', action: 'link', href: '/' },
        ],
      },
    },
    popup: {
      poptin_target: 'click',
      poptin_type: 'fullpage',
      poptin_format: 'format_1',
      poptin_size: { width: 1920, height: 1080 },
      display_after_sec_active: 30,
      display_after_sec_active_on: 'website',
      d_f_a: { rule: 'display_once_a_visitor_2' },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-button',
      },
    },
  },
  {
    id: 'mobile',
    type: 'mobile',
    theme: { background: '#ffffff', text: '#111827', accent: '#c2410c', font_scale: 'small' },
    words: {
      en: {
        name: 'Phone offer',
        about: 'A sheet from the bottom of a phone’s screen, for visitors on phones only.',
        blocks: [heading('Shopping on your phone?', 3), emailForm('Unlock 10% off', email.en)],
        thank_you: thanks.en,
      },
      he: {
        name: 'הצעה לטלפון',
        about: 'גיליון מתחתית מסך הטלפון, למבקרים בטלפון בלבד.',
        blocks: [heading('קונים מהטלפון?', 3), emailForm('ל־10% הנחה', email.he)],
        thank_you: thanks.he,
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'mobile',
      poptin_format: 'format_1',
      poptin_size: { width: 390, height: 240 },
      display_on_device: 'mobile',
      display_after_scroll_active: 30,
      design_properties: { poptin_location: 'bottom', switch_mobile_editor: 1 },
    },
  },
  {
    id: 'embedded',
    type: 'embedded',
    theme: { background: '#f5f5f4', text: '#1c1917', accent: '#1c1917' },
    words: {
      en: {
        name: 'Inline signup form',
        about: 'A form that sits in the page where you put its placeholder.',
        blocks: [
          heading('Get the newsletter', 3),
          text('New arrivals first, once a week.'),
          emailForm('Sign up', email.en),
        ],
        thank_you: thanks.en,
      },
      he: {
        name: 'טופס הרשמה בדף',
        about: 'טופס שיושב בדף במקום שבו שמתם את המקום המוכן לו.',
        blocks: [
          heading('הירשמו לניוזלטר', 3),
          text('מוצרים חדשים לפני כולם, פעם בשבוע.'),
          emailForm('הרשמה', email.he),
        ],
        thank_you: thanks.he,
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'embedded',
      poptin_format: 'format_1',
      poptin_size: { width: 600, height: 270 },
      design_properties: {},
    },
  },
  {
    id: 'social',
    type: 'social',
    theme: { background: '#fdf4ff', text: '#3b0764', accent: '#a21caf', align: 'center' },
    words: {
      en: {
        name: 'Follow us',
        about: 'A small card inviting visitors to your social pages.',
        blocks: [
          heading('Follow us', 2),
          text('New pieces and behind-the-scenes, as they happen.'),
          {
            type: 'button',
            label: 'Follow us on Instagram',
            action: 'link',
            href: 'https://www.instagram.com/',
          },
        ],
      },
      he: {
        name: 'עקבו אחרינו',
        about: 'כרטיס קטן שמזמין מבקרים לדפים החברתיים שלכם.',
        blocks: [
          heading('עקבו אחרינו', 2),
          text('מוצרים חדשים ומאחורי הקלעים, בזמן אמת.'),
          {
            type: 'button',
            label: 'עקבו אחרינו באינסטגרם',
            action: 'link',
            href: 'https://www.instagram.com/',
          },
        ],
      },
    },
    popup: {
      poptin_target: 'social_proof',
      poptin_type: 'social',
      poptin_format: 'format_1',
      poptin_size: { width: 500, height: 300 },
      display_after_page_click_number_active: 3,
      design_properties: { poptin_location: 'bottom-left' },
    },
  },
  {
    id: 'browsing',
    type: 'browsing',
    theme: { background: '#fdf2f8', text: '#500724', accent: '#be185d', align: 'center' },
    words: {
      en: {
        name: 'Still looking?',
        about: 'For a visitor who has browsed a few pages without buying.',
        blocks: [
          heading('Still looking around?'),
          text('Leave your email for 5% off your first order.'),
          emailForm('Get my code', email.en),
        ],
        thank_you: thanks.en,
      },
      he: {
        name: 'עדיין מסתכלים?',
        about: 'למבקר שעבר בכמה דפים ועוד לא קנה.',
        blocks: [
          heading('עדיין מסתכלים?'),
          text('השאירו אימייל וקבלו 5% הנחה על ההזמנה הראשונה.'),
          emailForm('לקוד שלי', email.he),
        ],
        thank_you: thanks.he,
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'browsing',
      poptin_format: 'format_1',
      poptin_size: { width: 700, height: 450 },
      display_after_visit_page_active: 3,
      d_f_r: { rule: 'display_once_every_few_visiting_4', visits: 2 },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
      },
    },
  },
  {
    id: 'content',
    type: 'content',
    theme: { background: '#f0f9ff', text: '#0c4a6e', accent: '#0369a1', align: 'center' },
    words: {
      en: {
        name: 'Members-only article',
        about: 'Locks the rest of an article until the reader leaves an email.',
        blocks: [
          heading('Keep reading', 2),
          text('This article is free for subscribers. Leave your email and read on.'),
          emailForm('Unlock the article', email.en),
        ],
      },
      he: {
        name: 'מאמר למנויים',
        about: 'נועל את המשך המאמר עד שהקורא משאיר אימייל.',
        blocks: [
          heading('המשך קריאה', 2),
          text('המאמר חינם למנויים. השאירו אימייל והמשיכו לקרוא.'),
          emailForm('לפתיחת המאמר', email.he),
        ],
      },
    },
    popup: {
      poptin_target: 'lead',
      poptin_type: 'content',
      poptin_format: 'format_1',
      poptin_size: { width: 700, height: 400 },
      show_on_pages: [{ rule: 'contain', value: '/blog/' }],
      design_properties: { poptin_design_content_lock: 1, poptin_location: 'inline' },
    },
  },
  game(
    'wheel',
    'format_1',
    {
      en: {
        name: 'Spin to win',
        about: 'A prize wheel: the visitor leaves an email and spins for a discount.',
        heading: 'Spin the wheel!',
        play: 'Spin',
      },
      he: {
        name: 'גלגל מזל',
        about: 'גלגל פרסים: המבקר משאיר אימייל ומסובב בשביל הנחה.',
        heading: 'סובבו את הגלגל!',
        play: 'סובבו',
      },
    },
    { background: '#1e1b4b', text: '#ffffff', accent: '#facc15', align: 'center' },
  ),
  game(
    'gift',
    'format_3',
    {
      en: {
        name: 'Pick a gift',
        about: 'Gift boxes: the visitor leaves an email and opens one for a prize.',
        heading: 'Pick a gift box',
        play: 'Open my gift',
      },
      he: {
        name: 'בחרו מתנה',
        about: 'קופסאות מתנה: המבקר משאיר אימייל ופותח אחת בשביל פרס.',
        heading: 'בחרו קופסת מתנה',
        play: 'לפתיחת המתנה',
      },
    },
    { background: '#fff1f2', text: '#4c0519', accent: '#be123c', align: 'center' },
  ),
  game(
    'scratch',
    'format_2',
    {
      en: {
        name: 'Scratch and win',
        about: 'A scratch card: the visitor leaves an email and scratches to see a prize.',
        heading: 'Scratch to reveal your prize',
        play: 'Scratch',
      },
      he: {
        name: 'גרדו וזכו',
        about: 'כרטיס גירוד: המבקר משאיר אימייל ומגרד כדי לגלות פרס.',
        heading: 'גרדו וגלו את הפרס',
        play: 'לגירוד',
      },
    },
    { background: '#ecfeff', text: '#083344', accent: '#0e7490', align: 'center' },
  ),
];

export function popupTemplate(id: string): PopupTemplate | undefined {
  return POPUP_TEMPLATES.find((template) => template.id === id);
}

const designIn = (template: PopupTemplate, lang: Language): DesignDocument => {
  const { blocks, thank_you } = template.words[lang];
  return { theme: template.theme, blocks, ...(thank_you ? { thank_you } : {}) };
};

/**
 * A new popup from a template: the `lang` words as its own design and name, the other language
 * as its translation, so pages in either language show it in their own words.
 */
export function popupFromTemplate(
  template: PopupTemplate,
  lang: Language,
  name = template.words[lang].name,
): Omit<Popup, 'poptin_id'> {
  const other: Language = lang === 'he' ? 'en' : 'he';
  return {
    ...template.popup,
    poptin_name: name,
    design: designIn(template, lang),
    translations: { [other]: { design: designIn(template, other) } },
  };
}
