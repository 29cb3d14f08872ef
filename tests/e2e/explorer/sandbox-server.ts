/**
 * A reader's sandbox on loopback, for the explorer's live mode: GraphQL over HTTP on the schema
 * snapshot, answered by the simulated API, with the CORS headers a real sandbox must send for the
 * portal to reach it (the explorer page lists them). It records every request's Authorization header.
 */
import {readFileSync} from 'node:fs';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {buildSchema} from 'graphql';

import {runSimulated, type SimulatedRequest} from '../../../src/lib/simulated-api';

export interface SandboxServer {
  readonly url: string;
  /** The headers of every POST received, in order. */
  readonly requests: IncomingHttpHeaders[];
  readonly close: () => Promise<void>;
}

export async function startSandboxServer(): Promise<SandboxServer> {
  // The snapshot, read directly: Playwright loads tests as CommonJS, where src/lib/schema-snapshot's
  // import.meta is not available.
  const schema = buildSchema(
    readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql'), 'utf8'),
  );
  const requests: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Allow-Methods': 'POST',
      Vary: 'Origin',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      requests.push(request.headers);
      void runSimulated(schema, JSON.parse(raw) as SimulatedRequest).then((result) => {
        response.writeHead(200, {...cors, 'Content-Type': 'application/json; charset=utf-8'});
        response.end(JSON.stringify(result));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
