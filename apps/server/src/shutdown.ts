// Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, let in-flight requests
// finish, run every onClose hook (buffers flush, the database closes), then exit 0. If that takes
// longer than the deadline, close the remaining sockets and exit anyway, still within it.
import { SHUTDOWN_DEADLINE_MS } from '@pinwheel/core';
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
