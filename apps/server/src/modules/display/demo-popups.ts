// The demo site's popups: one of every type in spec §1, live, with stable ids so docs, tests and
// the browser tests can name them. Texts, designs and triggers are varied on purpose, so the demo
// exercises delay, scroll, exit intent, clicks, pages, inactivity, cart and frequency rules. Each
// is drawn from a design document (core's design-document.ts) the way a small shop would write it.
// They tell the shop's one story (late November 2026): Black Friday week with BLACKFRIDAY until
// Monday 30 November, free shipping from $50 (the checkout settings' threshold, the store notice's),
// and every code a coupon checkout honours (coupons/demo.ts): WELCOME10 and FREESHIP shared,
// PICKS5 a single-use code issued to each lead.
import type { DesignBlock, DesignDocument, FormBlock, Popup } from '@pinwheel/core';

export interface DemoPopup {
  id: string;
  popup: Omit<Popup, 'poptin_id'>;
}

/** An email signup form: one labelled field and the submit button. */
const emailForm = (submit_label: string, label = 'Email address'): FormBlock => ({
  type: 'form',
  fields: [{ kind: 'email', label, placeholder: 'you@example.com', required: true }],
  submit_label,
});
const heading = (text: string, level: 1 | 2 | 3 = 2): DesignBlock => ({
  type: 'heading',
  text,
  level,
});
const text = (text: string): DesignBlock => ({ type: 'text', text });

export const DEMO_POPUP_IDS = {
  lightbox: 'demolightbox1',
  lightboxVariant: 'demolightbox2',
  gamified: 'demogamified1',
  bar: 'demobar000001',
  bside: 'demobside0001',
  sside: 'demosside0001',
  social: 'demosocial001',
  browsing: 'demobrowsing1',
  fullpage: 'demofullpage1',
  mobile: 'demomobile001',
  embedded: 'demoembedded1',
  content: 'democontent01',
} as const;

/**
 * The cart page's recommendations, one popup per storefront language (a popup is written in one):
 * products that go with what the cart holds, and the free-shipping line from the live cart. Kept
 * apart from DEMO_POPUP_IDS (one popup per type): with an empty cart there is nothing to
 * recommend, so they show nothing, by design.
 */
export const DEMO_RECOMMENDATION_POPUP_IDS = {
  en: 'demorecommen1',
  he: 'demorecommen2',
} as const;

/** The storefront's default free-shipping minimum (orders' `shipping.free_above`), major units. */
const DEMO_FREE_SHIPPING_FROM = 50;

function recommendationsPopup(lang: 'en' | 'he'): Omit<Popup, 'poptin_id'> {
  const words =
    lang === 'en'
      ? {
          name: 'Cart: goes well with',
          heading: 'Goes well with your cart',
          text: 'Orders from {{shpfy_thres}} ship free. Your cart comes to {{shpfy_value}}.',
          close: 'No thanks',
        }
      : {
          name: 'סל: מתאים לסל שלך',
          heading: 'מתאים למה שבסל שלך',
          text: 'משלוח חינם בהזמנה מ־{{shpfy_thres}}. הסל שלך עומד על {{shpfy_value}}.',
          close: 'לא תודה',
        };
  return {
    poptin_name: words.name,
    poptin_target: 'click',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    design: {
      theme: { background: '#f8fafc', text: '#0f172a', accent: '#0f766e' },
      blocks: [
        heading(words.heading),
        text(words.text),
        { type: 'products' },
        { type: 'button', label: words.close, action: 'close' },
      ],
    },
    poptin_size: { width: 820, height: 560 },
    shopify_product_settings: {
      category: 'product_in_cart',
      count: 3,
      buttons_action: 'add_to_cart',
    },
    display_after_sec_active: 2,
    display_after_sec_active_on: 'page',
    show_on_pages: [{ rule: 'start', value: '/cart' }],
    // The storefront writes its language on <html lang>: each language gets its own popup.
    display_if_specific_js_active: 1,
    js_filter: [
      {
        js_name_pair: 'document.documentElement.lang',
        js_value_pair: `exact|:|${lang}`,
        js_show_pair: 'show',
      },
    ],
    d_f_a: { rule: 'display_once_every_few_days_3', days: 1 },
    design_properties: {
      poptin_location: 'center',
      poptin_design_close_options_type: 'closing_options-x',
      poptin_design_entry_effect: 'fadeIn',
      cart_threshold: DEMO_FREE_SHIPPING_FROM,
    },
  };
}

/** A Hebrew email field: the English placeholder's address reads the same in both. */
const hebrewEmailForm = (submit_label: string, label = 'כתובת אימייל') =>
  emailForm(submit_label, label);

/**
 * Each demo popup in Hebrew (its `translations.he`): the same design, theme and codes, in the words
 * a Hebrew page shows (the display answer's `lang` chooses). The cart's recommendations are two
 * popups instead, one per language, chosen by the page's <html lang>.
 */
const hebrewDesigns: Record<string, Omit<DesignDocument, 'theme'>> = {
  [DEMO_POPUP_IDS.lightbox]: {
    blocks: [
      heading('ברוכים הבאים! 10% הנחה', 1),
      text('הצטרפו לרשימת הדיוור וקבלו הנחה על ההזמנה הראשונה, וגם גישה מוקדמת למצעים החדשים.'),
      hebrewEmailForm('לקוד ה־10% שלי'),
      { type: 'button', label: 'לא תודה, אשלם מחיר מלא', action: 'close' },
    ],
    thank_you: [
      heading('נרשמתם!', 1),
      text('העתיקו את הקוד והזינו אותו בקופה.'),
      { type: 'coupon', code: 'WELCOME10', caption: '10% הנחה על ההזמנה הראשונה' },
    ],
  },
  [DEMO_POPUP_IDS.lightboxVariant]: {
    blocks: [
      heading('משלוח חינם בהזמנה הראשונה', 1),
      text('השאירו שם ואימייל, וההזמנה הראשונה שלכם תישלח בחינם.'),
      {
        type: 'form',
        fields: [
          { kind: 'name', label: 'שם פרטי', placeholder: 'דנה' },
          { kind: 'email', label: 'כתובת אימייל', placeholder: 'you@example.com', required: true },
        ],
        submit_label: 'שלחו לי',
      },
    ],
    thank_you: [
      heading('ההזמנה הראשונה שלכם תישלח בחינם', 1),
      { type: 'coupon', code: 'FREESHIP', caption: 'משלוח חינם בהזמנה הראשונה' },
    ],
  },
  [DEMO_POPUP_IDS.gamified]: {
    blocks: [
      heading('סובבו את הגלגל!', 1),
      text('סיבוב אחד, פרס אחד: עד 20% הנחה או משלוח חינם. הזינו אימייל כדי לשחק.'),
      hebrewEmailForm('סובבו'),
      text('פרס אחד לכל כתובת אימייל: משחק נוסף ינחת על אותו הפרס.'),
    ],
  },
  [DEMO_POPUP_IDS.bar]: {
    blocks: [text('בלאק פריידי: 20% הנחה עד 30 בנובמבר'), { type: 'coupon', code: 'BLACKFRIDAY' }],
  },
  [DEMO_POPUP_IDS.bside]: {
    blocks: [
      heading('סיפורים מהסדנה'),
      text('מכתב קצר אחת לשבועיים: פריטים חדשים ואיך הם נוצרים. בלי ספאם.'),
      hebrewEmailForm('הרשמה'),
    ],
    teaser: { text: 'מכתבים מהסדנה', show: 'after_close' },
  },
  [DEMO_POPUP_IDS.sside]: {
    blocks: [
      heading('צריכים עזרה בבחירה?', 3),
      text('ספרו לנו מה אתם מחפשים ונחזור אליכם עם רעיונות.'),
      { type: 'button', label: 'שאלו אותנו', action: 'link', href: '/contact' },
    ],
  },
  [DEMO_POPUP_IDS.social]: {
    blocks: [
      heading('עקבו אחרי הסדנה'),
      text('פריטים חדשים ומאחורי הקלעים, בזמן אמת.'),
      {
        type: 'button',
        label: 'עקבו אחרינו באינסטגרם',
        action: 'link',
        href: 'https://www.instagram.com/',
      },
    ],
  },
  [DEMO_POPUP_IDS.browsing]: {
    blocks: [
      heading('עדיין מסתכלים?', 1),
      text('השאירו אימייל וקבלו 5% הנחה על ההזמנה הראשונה: קוד אישי, להזמנה אחת.'),
      hebrewEmailForm('לקוד שלי'),
    ],
    thank_you: [
      heading('הנה הקוד שלכם', 1),
      text('הוא שלכם בלבד ותקף להזמנה אחת.'),
      { type: 'coupon', code: 'PICKS5', caption: '5% הנחה על ההזמנה הראשונה' },
    ],
  },
  [DEMO_POPUP_IDS.fullpage]: {
    blocks: [
      text('שבוע בלאק פריידי'),
      heading('20% הנחה על כל הסל', 1),
      text('עד יום שני, 30 בנובמבר, עם הקוד הזה בקופה. הזמן שנותר:'),
      { type: 'countdown' },
      { type: 'coupon', code: 'BLACKFRIDAY', caption: 'לא ניתן לשלב עם קודים אחרים' },
      { type: 'button', label: 'לקניות במבצע', action: 'link', href: '/shop' },
    ],
  },
  [DEMO_POPUP_IDS.mobile]: {
    blocks: [heading('קונים מהטלפון?', 3), hebrewEmailForm('לפתיחה', 'האימייל שלך, ל־10% הנחה')],
  },
  [DEMO_POPUP_IDS.embedded]: {
    blocks: [
      heading('הירשמו לניוזלטר', 3),
      text('מוצרים חדשים לפני כולם, פעם בשבוע.'),
      hebrewEmailForm('הרשמה'),
    ],
  },
  [DEMO_POPUP_IDS.content]: {
    blocks: [
      heading('המשך קריאה: המדריך לטיפול בפשתן', 2),
      text('המדריך חינם למנויים. השאירו אימייל והמשיכו לקרוא.'),
      hebrewEmailForm('לפתיחת המדריך'),
      { type: 'coupon', code: 'READER5', caption: '5% הנחה על ההזמנה הבאה, על הקריאה' },
    ],
  },
};

/** The popup with its Hebrew design (hebrewDesigns) as its `translations.he`, when it has one. */
function withHebrew({ id, popup }: DemoPopup): DemoPopup {
  const hebrew = hebrewDesigns[id];
  if (!hebrew || !popup.design) return { id, popup };
  const design: DesignDocument = popup.design.theme
    ? { theme: popup.design.theme, ...hebrew }
    : hebrew;
  return { id, popup: { ...popup, translations: { he: { design } } } };
}

const demoPopupsInEnglish: DemoPopup[] = [
  {
    id: DEMO_POPUP_IDS.lightbox,
    popup: {
      poptin_name: 'Welcome 10% off',
      poptin_target: 'lead',
      poptin_type: 'lightbox',
      poptin_format: 'format_1',
      design: {
        theme: { background: '#fff7ed', text: '#1c1917', accent: '#9a3412', align: 'center' },
        blocks: [
          heading('Welcome! Take 10% off', 1),
          text('Join our list for your first-order discount, plus early access to new linens.'),
          emailForm('Get my 10% code'),
          { type: 'button', label: 'No thanks, I will pay full price', action: 'close' },
        ],
        thank_you: [
          heading('You are in!', 1),
          text('Copy your code and enter it at checkout.'),
          { type: 'coupon', code: 'WELCOME10', caption: '10% off your first order' },
        ],
      },
      poptin_size: { width: 800, height: 500 },
      ab_test: 1,
      x_close_button: 1,
      stop_showing_to_converted_users: 1,
      display_after_sec_active: 5,
      display_after_sec_active_on: 'page',
      d_f_a: { rule: 'display_once_every_few_days_3', days: 3 },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
        poptin_design_entry_effect: 'fadeIn',
        poptin_design_exit_effect: 'fadeOut',
        poptin_design_thank_screen: 1,
        poptin_design_thank_screen_auto_close: 1,
        poptin_design_thank_screen_auto_close_sec: 5,
        coupon: { code: 'WELCOME10', coupon_type: 'shared' },
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.lightboxVariant,
    popup: {
      poptin_name: 'Welcome free shipping (variant B)',
      poptin_target: 'lead',
      poptin_type: 'lightbox',
      poptin_format: 'format_4',
      design: {
        theme: { background: '#ecfdf5', text: '#064e3b', accent: '#047857', align: 'center' },
        blocks: [
          heading('Free shipping on your first order', 1),
          text('Leave your name and email, and your first order ships free.'),
          {
            type: 'form',
            fields: [
              { kind: 'name', label: 'First name', placeholder: 'Dana' },
              {
                kind: 'email',
                label: 'Email address',
                placeholder: 'you@example.com',
                required: true,
              },
            ],
            submit_label: 'Send it',
          },
        ],
        thank_you: [
          heading('Your first order ships free', 1),
          { type: 'coupon', code: 'FREESHIP', caption: 'Free shipping on your first order' },
        ],
      },
      poptin_size: { width: 800, height: 500 },
      ab_test: 1,
      ab_test_parent_id: DEMO_POPUP_IDS.lightbox,
      x_close_button: 1,
      stop_showing_to_converted_users: 1,
      display_after_sec_active: 5,
      display_after_sec_active_on: 'page',
      d_f_a: { rule: 'display_once_every_few_days_3', days: 3 },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-button',
        poptin_design_entry_effect: 'zoomIn',
        coupon: { code: 'FREESHIP', coupon_type: 'shared' },
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.gamified,
    popup: {
      poptin_name: 'Spin to win',
      poptin_target: 'lead',
      // A visitor who gave their email is not asked again (issue 25).
      stop_showing_to_converted_users: 1,
      poptin_type: 'gamified',
      poptin_format: 'format_1',
      design: {
        theme: { background: '#1e1b4b', text: '#ffffff', accent: '#facc15', align: 'center' },
        blocks: [
          heading('Spin the wheel!', 1),
          text('One spin, one prize: up to 20% off or free shipping. Enter your email to play.'),
          emailForm('Spin'),
          text('One prize per email address: playing again lands on the same prize.'),
        ],
      },
      poptin_size: { width: 600, height: 950 },
      wheel_has_coupon: 1,
      display_after_exit_website_active: 'yes',
      d_f_a: { rule: 'display_once_a_visitor_2' },
      // Each slice in Hebrew too: a Hebrew page's wheel and its win message say the Hebrew.
      gamified_prize: [
        {
          prize_id: 'p1',
          is_winner: 1,
          label: '10% off',
          code: 'SPIN10',
          chances: 30,
          translations: { he: { label: '10% הנחה' } },
        },
        {
          prize_id: 'p2',
          is_winner: 1,
          label: 'Free shipping',
          code: 'SPINSHIP',
          chances: 30,
          translations: { he: { label: 'משלוח חינם' } },
        },
        {
          prize_id: 'p3',
          is_winner: 1,
          label: '20% off',
          code: 'SPIN20',
          chances: 10,
          translations: { he: { label: '20% הנחה' } },
        },
        {
          prize_id: 'p4',
          is_winner: 0,
          label: 'No luck',
          chances: 30,
          loosing_option: 'Next time!',
          translations: { he: { label: 'לא הפעם', loosing_option: 'בפעם הבאה!' } },
        },
      ],
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
        poptin_design_show_x_after_sec: 3,
        disable_post_play_screen: 0,
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.bar,
    popup: {
      poptin_name: 'Black Friday bar',
      poptin_target: 'click',
      poptin_type: 'bar',
      poptin_format: 'format_2',
      design: {
        theme: { background: '#111827', text: '#f9fafb', accent: '#fbbf24', font_scale: 'small' },
        blocks: [
          text('Black Friday: 20% off until 30 November'),
          { type: 'coupon', code: 'BLACKFRIDAY' },
        ],
      },
      poptin_size: { width: 1920, height: 60 },
      display_after_sec_active: 0,
      shopify_cart_trigger_active: 1,
      shopify_cart_trigger_action: 'cart_value',
      shopify_cart_trigger_cart_spec_filter: 'greater_than',
      shopify_cart_trigger_cart_spec_value: 0,
      design_properties: {
        poptin_location: 'center-top',
        poptin_design_close_options_type: 'closing_options-x',
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.bside,
    popup: {
      poptin_name: 'Newsletter corner',
      poptin_target: 'lead',
      // A visitor who gave their email is not asked again (issue 25).
      stop_showing_to_converted_users: 1,
      poptin_type: 'bside',
      poptin_format: 'format_3',
      design: {
        theme: { background: '#ffffff', text: '#1f2937', accent: '#1d4ed8' },
        blocks: [
          heading('Stories from the workshop'),
          text('A short letter every other week: new pieces, how they are made. No spam.'),
          emailForm('Subscribe'),
        ],
        // Closed once, the corner leaves a tab behind to open it again.
        teaser: { text: 'Letters from the workshop', show: 'after_close' },
      },
      poptin_size: { width: 380, height: 420 },
      is_teasers_on: 1,
      display_after_scroll_active: 50,
      design_properties: {
        poptin_location: 'bottom-right',
        poptin_design_entry_effect: 'slideInUp',
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.sside,
    popup: {
      poptin_name: 'Need help choosing?',
      poptin_target: 'others',
      poptin_type: 'sside',
      poptin_format: 'format_5',
      design: {
        theme: { background: '#f8fafc', text: '#0f172a', accent: '#0f766e' },
        blocks: [
          heading('Need help choosing?', 3),
          text('Tell us what you are looking for and we will write back with ideas.'),
          { type: 'button', label: 'Ask us', action: 'link', href: '/contact' },
        ],
      },
      poptin_size: { width: 320, height: 360 },
      display_after_inactive_seconds_active: 20,
      design_properties: {
        poptin_location: 'right',
        poptin_design_auto_close: 1,
        poptin_design_auto_close_sec: 15,
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.social,
    popup: {
      poptin_name: 'Follow us',
      poptin_target: 'social_proof',
      poptin_type: 'social',
      poptin_format: 'format_2',
      design: {
        theme: { background: '#fdf4ff', text: '#3b0764', accent: '#a21caf', align: 'center' },
        blocks: [
          heading('Follow the workshop'),
          text('New pieces and behind-the-scenes, as they happen.'),
          {
            type: 'button',
            label: 'Follow us on Instagram',
            action: 'link',
            href: 'https://www.instagram.com/',
          },
        ],
      },
      poptin_size: { width: 500, height: 300 },
      display_after_page_click_number_active: 3,
      design_properties: { poptin_location: 'bottom-left', poptin_design_close_on_screen_click: 1 },
    },
  },
  {
    id: DEMO_POPUP_IDS.browsing,
    popup: {
      poptin_name: 'Still looking?',
      poptin_target: 'lead',
      // A visitor who gave their email is not asked again (issue 25).
      stop_showing_to_converted_users: 1,
      poptin_type: 'browsing',
      poptin_format: 'format_2',
      design: {
        theme: { background: '#fdf2f8', text: '#500724', accent: '#be185d', align: 'center' },
        blocks: [
          heading('Still looking around?', 1),
          text('Leave your email for 5% off your first order: a code of your own, for one order.'),
          emailForm('Get my code'),
        ],
        thank_you: [
          heading('Here is your code', 1),
          text('It is yours alone and works for one order.'),
          { type: 'coupon', code: 'PICKS5', caption: '5% off your first order' },
        ],
      },
      poptin_size: { width: 700, height: 450 },
      display_after_visit_page_active: 3,
      d_f_r: { rule: 'display_once_every_few_visiting_4', visits: 2 },
      design_properties: {
        poptin_location: 'center',
        poptin_design_close_options_type: 'closing_options-x',
        // Issued per lead from the coupon's pattern (PICKS-XXXXXX) when the lead is stored.
        coupon: { code: 'PICKS5', coupon_type: 'unique' },
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.fullpage,
    popup: {
      poptin_name: 'Black Friday takeover',
      poptin_target: 'click',
      poptin_type: 'fullpage',
      poptin_format: 'format_7',
      design: {
        theme: {
          background: '#fef3c7',
          text: '#451a03',
          accent: '#b91c1c',
          font_scale: 'large',
          align: 'center',
        },
        blocks: [
          text('Black Friday week'),
          heading('20% off your whole cart', 1),
          text('Until Monday 30 November, with this code at checkout. Time left:'),
          { type: 'countdown' },
          { type: 'coupon', code: 'BLACKFRIDAY', caption: 'Cannot be combined with other codes' },
          { type: 'button', label: 'Shop the sale', action: 'link', href: '/shop' },
        ],
      },
      poptin_size: { width: 1920, height: 1080 },
      display_after_sec_active: 30,
      display_after_sec_active_on: 'website',
      d_f_a: { rule: 'display_once_a_visitor_2' },
      design_properties: {
        poptin_location: 'center',
        // The code's last moment (coupons/demo.ts): after it the takeover is not shown.
        timer_ver: 0,
        timer: '2026-12-01|00:00|+0',
        poptin_design_close_options_type: 'closing_options-button',
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.mobile,
    popup: {
      poptin_name: 'Mobile app-style offer',
      poptin_target: 'lead',
      // A visitor who gave their email is not asked again (issue 25).
      stop_showing_to_converted_users: 1,
      poptin_type: 'mobile',
      poptin_format: 'format_3',
      design: {
        theme: { background: '#ffffff', text: '#111827', accent: '#c2410c', font_scale: 'small' },
        blocks: [
          heading('Shopping on your phone?', 3),
          emailForm('Unlock', 'Your email, for 10% off'),
        ],
      },
      poptin_size: { width: 390, height: 242 },
      display_on_device: 'mobile',
      display_after_scroll_active: 30,
      // No thank-you blocks of its own: the default thanks show the popup's coupon.
      design_properties: {
        poptin_location: 'bottom',
        switch_mobile_editor: 1,
        coupon: { code: 'WELCOME10', coupon_type: 'shared' },
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.embedded,
    popup: {
      poptin_name: 'Footer signup',
      poptin_target: 'lead',
      poptin_type: 'embedded',
      poptin_format: 'format_1',
      design: {
        theme: { background: '#f5f5f4', text: '#1c1917', accent: '#1c1917' },
        blocks: [
          heading('Get the newsletter', 3),
          text('New arrivals first, once a week.'),
          emailForm('Sign up'),
        ],
      },
      poptin_size: { width: 600, height: 270 },
      design_properties: {
        poptin_design_entry_effect: 'fadeIn',
        field_checkbox_required: 1,
        field_checkbox_default_marked: 0,
      },
    },
  },
  {
    id: DEMO_POPUP_IDS.content,
    popup: {
      poptin_name: 'Members-only article',
      poptin_target: 'lead',
      // A visitor who gave their email is not asked again (issue 25).
      stop_showing_to_converted_users: 1,
      poptin_type: 'content',
      poptin_format: 'format_1',
      design: {
        theme: { background: '#f0f9ff', text: '#0c4a6e', accent: '#0369a1', align: 'center' },
        blocks: [
          heading('Keep reading: the linen care guide', 2),
          text('This guide is free for subscribers. Leave your email and read on.'),
          emailForm('Unlock the guide'),
          { type: 'coupon', code: 'READER5', caption: '5% off your next order, for reading along' },
        ],
      },
      poptin_size: { width: 700, height: 400 },
      show_on_pages: [{ rule: 'contain', value: '/blog/caring-for-linen' }],
      design_properties: { poptin_design_content_lock: 1, poptin_location: 'inline' },
    },
  },
  { id: DEMO_RECOMMENDATION_POPUP_IDS.en, popup: recommendationsPopup('en') },
  { id: DEMO_RECOMMENDATION_POPUP_IDS.he, popup: recommendationsPopup('he') },
];

export const demoPopups: DemoPopup[] = demoPopupsInEnglish.map(withHebrew);
