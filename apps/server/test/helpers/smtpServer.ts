import { createServer, type Server, type Socket } from 'node:net';

/** `accept`: takes every message; `stall`: never answers DATA, so the sender hangs mid-send. */
export type SmtpMode = 'accept' | 'stall';

export type TestSmtpServer = {
  url: string;
  /** Every message the server accepted (answered 250 after the data), raw. */
  accepted: string[];
  /** How many times a client asked to send data (also counts stalled attempts). */
  dataRequests(): number;
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
};

/** A minimal SMTP server on 127.0.0.1 for fault tests: enough of RFC 5321 for nodemailer. */
export async function startSmtpServer(initialMode: SmtpMode): Promise<TestSmtpServer> {
  let mode = initialMode;
  let dataRequests = 0;
  const accepted: string[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let message: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === '.') {
            accepted.push(message.join('\r\n'));
            message = null;
            reply('250 2.0.0 queued');
          } else {
            message.push(line.startsWith('..') ? line.slice(1) : line);
          }
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'DATA') {
            dataRequests += 1;
            if (mode === 'accept') {
              message = [];
              reply('354 end data with <CR><LF>.<CR><LF>');
            }
          } else if (command === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else {
            reply('250 ok');
          }
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    accepted,
    dataRequests: () => dataRequests,
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
