export * from './cart-view.ts';
