// The health module: liveness and readiness for load balancers (README.md). Its routes sit in no
// context of their own: they read no cookies and take no body.
import { domainModule } from '../../domain-module.ts';
import { healthRoutes } from './routes.ts';

export default domainModule('health', async (app, { database }) => {
  await app.register(healthRoutes, { pingDatabase: database.ping });
});
