// Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, let in-flight requests
// finish, run every onClose hook (buffered views flush), then `finalClose` (the database closes)
// and exit 0. Requests still running a second before the deadline lose their connections; if
// closing still hangs at the deadline, the process exits 1.
import { SHUTDOWN_DEADLINE_MS } from './server-constants.ts';
import type { FastifyInstance } from 'fastify';

export function exitGracefullyOnSignals(app: FastifyInstance, finalClose: () => Promise<void>) {
  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Leave room under the deadline for the database to close after the forced socket close.
    const force = setTimeout(() => {
      app.log.warn('requests still running at the deadline; closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS - 1000);
    force.unref();
    // Something that never settles (a flush to a database that stopped answering) must not keep
    // the process alive: at the deadline it exits anyway, non-zero, because work may be lost.
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish within the deadline; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS - 200);
    giveUp.unref();
    try {
      await app.close();
      await finalClose();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}
