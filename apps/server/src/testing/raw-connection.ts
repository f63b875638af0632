// A hand-written HTTP request over a plain socket, for tests of what a probe does and a browser
// never would: a body cut off halfway, a connection dropped mid-upload, a body far longer than
// it may be. It tells what the server answered and how much of the body it took before that.
import net from 'node:net';

export interface RawConnection {
  /** Writes bytes, waiting while the server is not reading (its buffers full). */
  write(bytes: string | Buffer): Promise<void>;
  /** Bytes of the request written so far (head included). */
  written(): number;
  /** Resolves with the first bytes of the answer, as soon as any arrive. */
  answered: Promise<string>;
  /** Resolves once the connection is closed, with everything the server sent. */
  closed: Promise<string>;
  /** Drops the connection, as a visitor closing the tab does. */
  drop(): void;
}

export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let written = 0;
    let answeredAlready = false;
    let markAnswered: (text: string) => void = () => {};
    const answered = new Promise<string>((done) => (markAnswered = done));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!answeredAlready) {
        answeredAlready = true;
        markAnswered(received);
      }
    });
    // The server may close while bytes are still being written: that is what is being tested.
    socket.on('error', () => {});
    socket.once('connect', () =>
      resolve({
        write: (bytes) =>
          new Promise((done) => {
            if (socket.destroyed || socket.writableEnded) return done();
            written += Buffer.byteLength(bytes);
            if (socket.write(bytes)) return done();
            const settle = () => {
              socket.off('drain', settle).off('close', settle);
              done();
            };
            socket.once('drain', settle).once('close', settle);
          }),
        written: () => written,
        answered,
        closed,
        drop: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

/** The status code of an HTTP answer's first line. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
}
