// Public surface of popup data: types as the display protocol sends them.
export type {
  CloseTrigger,
  Popup,
  PopupFormat,
  PopupSize,
  PopupTarget,
  PopupTranslation,
  PopupTranslations,
  PopupTriggerState,
  PopupType,
  ShopProductSelection,
} from './popup.ts';
export { POPUP_TYPES } from './popup.ts';
export type {
  CloseOptionsType,
  Coupon,
  DesignProperties,
  TimerVersion,
} from './design-properties.ts';
export type {
  GameKind,
  GamePrizeResult,
  GamifiedPrize,
  GamifiedPrizeRedirect,
  GamifiedPrizeTranslation,
  GamifiedPrizeTranslations,
} from './gamified-prize.ts';
export {
  GAME_CLOSE_DELAY_COUPON_FACTOR,
  GAME_CLOSE_DELAY_DEFAULT_S,
  GAMIFIED_PRIZES_MAX,
  gameKindOf,
  prizeIn,
  prizesHaveLanguage,
  SCRATCH_REVEAL_MS,
  SCRATCH_REVEAL_SHARE,
  WHEEL_SPIN_MS,
} from './gamified-prize.ts';
export type {
  CartComparison,
  CartMeasure,
  CookieFilterEntry,
  DeviceTarget,
  DisplayFrequency,
  JsFilterEntry,
  MatchRuleName,
  NumberOrOff,
  PageRule,
  ShowMode,
  TriggerFields,
  VisitorListRule,
} from './targeting-fields.ts';
export { displayRefusal } from './display-response.ts';
export type { DisplayResponse, WixCartDetails, WixCartLineItem } from './display-response.ts';
export { isOn } from './wire-flag.ts';
export type { WireFlag } from './wire-flag.ts';
export { contentOf, POPUP_CONTENT_FIELDS, withoutContent } from './popup-content.ts';
export type {
  DisplayedPopup,
  PopupContent,
  PopupContentField,
  PopupTargeting,
} from './popup-content.ts';
export {
  BUTTON_ACTIONS,
  DESIGN_BLOCK_TYPES,
  DESIGN_MAX_BLOCKS,
  DESIGN_MAX_FORM_FIELDS,
  FONT_SCALES,
  FORM_FIELD_KINDS,
  TEASER_SHOW_MODES,
  TEASER_SIDES,
  TEXT_ALIGNMENTS,
  THEME_COLOUR,
} from './design-document.ts';
export { countdownDeadline, countdownParts, parseCountdownTimer } from './countdown-deadline.ts';
export type { CountdownParts, CountdownStart, CountdownTimer } from './countdown-deadline.ts';
export type {
  ButtonAction,
  ButtonBlock,
  CountdownBlock,
  CouponBlock,
  DesignBlock,
  DesignBlockType,
  DesignDocument,
  DesignTeaser,
  DesignTheme,
  FontScale,
  FormBlock,
  FormField,
  FormFieldKind,
  HeadingBlock,
  HtmlBlock,
  ImageBlock,
  ProductsBlock,
  TeaserShowMode,
  TeaserSide,
  TextAlignment,
  TextBlock,
  TickerBlock,
} from './design-document.ts';
export { contrastRatio, readableOn } from './theme-contrast.ts';
