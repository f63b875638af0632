export * from './cart-view.ts';
export * from './coupon-view.ts';
export * from './coupon-message.ts';
