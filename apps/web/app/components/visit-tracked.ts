/** Dispatched on window when the tracker has written this page view's cookies (visit-tracking.ts). */
export const VISIT_TRACKED_EVENT = 'pinwheel:visit-tracked';
