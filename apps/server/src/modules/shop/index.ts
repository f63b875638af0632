// The shop module: the shop's own settings (name, default language). Its plugin decorates the app
// with the settings as pages read them (kept in memory, settings-cache.ts) and adds the demo
// shop's settings to the demo data.
import { domainModule } from '../../domain-module.ts';
import { shopDemo } from './demo.ts';
import { shopRestRoutes } from './routes/rest.ts';
import { getShop, saveShop, type ShopInput } from './service.ts';
import { ShopSettingsCache } from './settings-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings (modules/shop). */
    shop: ShopSettingsCache;
  }
}

export type { Shop } from './service.ts';
export type { ShopSettingsCache } from './settings-cache.ts';
export { DEMO_SHOP_NAME } from './demo.ts';
export { shopPages } from './pages.ts';
export { shopAddressLines, type ShopAddress } from './shop-address.ts';

export default domainModule('shop', async (app, { database, platformApi }) => {
  const read = () => getShop(database.db);
  const shop = new ShopSettingsCache(read, app.log, await read());
  app.decorate('shop', shop);
  app.demo.add({ ...shopDemo, seeded: () => shop.refresh() });
  const save = (settings: ShopInput, now: number) => saveShop(database.db, settings, now);
  await app.register(platformApi(shopRestRoutes), { shop, save });
});
