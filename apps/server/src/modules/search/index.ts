// The search module: the storefront's search endpoint for the search overlay (README.md). It owns
// no table; it asks the catalog (products, categories, keywords) and content (posts) modules, and
// the shop's default language when a visitor names none.
import { domainModule } from '../../domain-module.ts';
import { searchRoutes } from './routes/search-routes.ts';

export default domainModule(
  'search',
  async (app, { ownSite }) => {
    await app.register(ownSite(searchRoutes), { catalog: app.catalog, content: app.content });
  },
  ['shop', 'catalog', 'content'],
);
