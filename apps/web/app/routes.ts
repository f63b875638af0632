// Every URL the web app answers, in one place. All pages sit inside a pathless route that holds
// their error boundary (see routes/page-boundary.tsx). Every owner page goes inside the /admin
// layout, whose middleware is their one access check (admin-guard.ts; routes.test.ts holds it);
// only sign-in, sign-out and accepting an invitation sit beside it, because the layout sends
// signed-out visitors to sign in.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/page-boundary.tsx', [
    index('routes/home.tsx'),
    route('lang', 'routes/language-choice.tsx'),
    route('store-notice', 'routes/store-notice-dismissal.tsx'),
    route('tracking', 'routes/tracking-choice.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/order-received/:id', 'routes/order-received.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('mailing-list/:action', 'routes/mailing-list-link.tsx'),
    route('shop', 'routes/product-listing.tsx', { id: 'shop' }),
    route('category/:slug', 'routes/product-listing.tsx', { id: 'category' }),
    route('product/:slug', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('cart/add', 'routes/cart-add.tsx'),
    route('discount/:code', 'routes/discount-link.tsx'),
    route('blog', 'routes/posts.tsx'),
    route('blog/:slug', 'routes/post.tsx'),
    route('admin/sign-in', 'routes/admin-sign-in.tsx'),
    route('admin/sign-out', 'routes/admin-sign-out.tsx'),
    route('admin/invitation/:token', 'routes/admin-invitation.tsx'),
    route('admin', 'routes/admin.tsx', [
      index('routes/admin-overview.tsx'),
      route('popups', 'routes/admin-popups.tsx'),
      route('leads', 'routes/admin-leads.tsx'),
      route('browse-abandonment', 'routes/admin-browse-abandonment.tsx'),
      route('integrations', 'routes/admin-integrations.tsx'),
      route('messages', 'routes/admin-messages.tsx'),
      route('subscribers', 'routes/admin-subscribers.tsx'),
      route('orders', 'routes/admin-orders.tsx'),
      route('orders/:id', 'routes/admin-order.tsx'),
      route('products', 'routes/admin-products.tsx'),
      route('products/new', 'routes/admin-product-new.tsx'),
      route('products/:id', 'routes/admin-product.tsx'),
      route('orders/:id/print', 'routes/admin-order-print.tsx'),
      route('coupons', 'routes/admin-coupons.tsx'),
      route('coupons/new', 'routes/admin-coupon.tsx', { id: 'admin-coupon-new' }),
      route('coupons/:id', 'routes/admin-coupon.tsx', { id: 'admin-coupon' }),
      route('reviews', 'routes/admin-reviews.tsx'),
      // The catalog's taxonomy, the media library and the journal (helper m, issue 28).
      route('categories', 'routes/admin-categories.tsx'),
      route('attributes', 'routes/admin-attributes.tsx'),
      route('media', 'routes/admin-media.tsx'),
      route('posts', 'routes/admin-posts.tsx'),
      route('posts/new', 'routes/admin-post.tsx', { id: 'admin-post-new' }),
      route('posts/:id', 'routes/admin-post.tsx', { id: 'admin-post' }),
      route('settings', 'routes/admin-settings.tsx', [
        index('routes/admin-settings-checkout.tsx'),
        route('catalog', 'routes/admin-settings-catalog.tsx'),
        route('api', 'routes/admin-settings-api.tsx'),
        route('shop', 'routes/admin-settings-shop.tsx'),
        route('owners', 'routes/admin-settings-owners.tsx'),
        route('store', 'routes/admin-settings-store.tsx'),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
