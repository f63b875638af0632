// The owner's words about targeting: a popup's targeting as one sentence (targetingSentence) and
// the "why did it (not) show" verdicts (displayCheckSentences), in English and Hebrew. Only the
// dashboard reads them, through `@pinwheel/core/targeting-text`: exported from core's index they
// were pulled into the storefront's shell chunk (about 2.8 KB gzip on every shop page).
export {
  cartClauses,
  cookieClauses,
  countriesClause,
  engagementClause,
  frequencyClause,
  jsClauses,
  languagesClause,
  momentText,
  pagesClause,
  quoted,
  scheduleClause,
  scheduleEnd,
  sourceClause,
  targetingSentence,
  triggerClause,
} from './targeting-summary.ts';
export type { SummarisedPopup } from './targeting-summary.ts';
export { displayCheckSentences, displayGateSentence } from './display-check-text.ts';
export type { DisplayCheckPopup, DisplayCheckVerdict } from './display-check-text.ts';
