/** startLocalNginx must not report success when another server already holds its port. */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {afterEach, describe, expect, it} from 'vitest';

import {startLocalNginx} from '../../../../scripts/deploy/local-nginx';
import {fixture} from '../../../support/paths';

const SITE = fixture('site');

let other: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => {
    if (other)
      other.close(() => {
        resolve();
      });
    else resolve();
  });
  other = undefined;
});

describe('startLocalNginx', () => {
  it('recusa uma porta em que outro servidor já responde, em vez de testar esse servidor', async () => {
    other = createServer((_request, response) => response.end('outro servidor'));
    await new Promise<void>((resolve) => other?.listen(0, '127.0.0.1', resolve));
    const {port} = other.address() as AddressInfo;
    await expect(startLocalNginx({buildDir: SITE, port})).rejects.toThrow(/já está em uso/u);
  });
});
