// Public surface of @pinwheel/core. Import from '@pinwheel/core', never from its files.
export * from './constants.ts';
export * from './ids.ts';
export * from './plain-text.ts';
export * from './same-site-path.ts';
export * from './messages/en.ts';
export * from './messages/translate.ts';
export * from './targeting/index.ts';
export * from './popup/index.ts';
export * from './display-protocol/index.ts';
export * from './messages/widget-messages.ts';
export * from './form-rules/index.ts';
export * from './contact-form/index.ts';
export * from './mailing-list/index.ts';
export * from './catalog/index.ts';
export * from './cart/index.ts';
export * from './order-attribution/index.ts';
export * from './instalments/affordability-widget.ts';
