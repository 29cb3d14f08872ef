import type {ExecutionResult} from 'graphql';
import {describe, expect, it} from 'vitest';

import {integrationUser} from '../../../../src/data/world/users';
import {Publications} from '../../../../src/lib/simulator/publications';
import {Store} from '../../../../src/lib/simulator/store';
import {loggedIn} from '../../../support/simulator';

const ACCESS = 'subscription Acessos { onAuthenticationChanged { action userId actionDate } }';
const TOKEN = 'mutation Token($data: TokenDataInput!) { token(data: $data) { accessToken } }';

describe('simulador: subscriptions com os eventos do próprio simulador', () => {
  it('onAuthenticationChanged publica cada acesso do usuário enquanto a subscription está aberta', async () => {
    const {simulator, token} = await loggedIn();
    const stream = await simulator.subscribe({query: ACCESS}, {token});
    if (!(Symbol.asyncIterator in stream)) throw new Error(`subscription recusada: ${JSON.stringify(stream)}`);
    const first = stream.next();
    await simulator.execute(
      {query: TOKEN, variables: {data: {email: integrationUser.email, password: 'senha-errada'}}},
      {},
    );
    await simulator.advance(60_000);
    await simulator.execute(
      {query: TOKEN, variables: {data: {email: integrationUser.email, password: integrationUser.password}}},
      {},
    );
    const second = stream.next();
    const received = [(await first).value, (await second).value] as ExecutionResult[];
    expect(received.map((result) => result.data?.onAuthenticationChanged)).toEqual([
      {action: 'LOGIN_FAILED', userId: integrationUser.refId, actionDate: expect.any(String) as unknown},
      {action: 'LOGIN', userId: integrationUser.refId, actionDate: simulator.now().toISOString()},
    ]);
    await stream.return?.();
    expect(await stream.next()).toEqual({value: undefined, done: true});
  });

  it('onScheduleTask publica a tarefa da escola a cada mudança de situação ou progresso, e só a pedida', async () => {
    const store = new Store();
    const publications = new Publications(store);
    const [task] = store.all('ScheduledTask');
    if (task === undefined) throw new Error('o mundo não tem tarefa agendada');
    const only = publications.listen('onScheduleTask', (record) => record.id === task.id);
    const other = publications.listen('onScheduleTask', (record) => record.id === -1);
    // The world's tasks as they are count as published: nothing is sent for them.
    publications.publishChanges(store);
    task.status = 'RUNNING';
    task.processedItems = 4;
    publications.publishChanges(store);
    publications.publishChanges(store);
    task.processedItems = 8;
    publications.publishChanges(store);
    expect([(await only.next()).value, (await only.next()).value]).toMatchObject([
      {id: task.id, status: 'RUNNING', processedItems: 4},
      {id: task.id, status: 'RUNNING', processedItems: 8},
    ]);
    expect(publications.open).toBe(2);
    await other.return?.();
    await only.return?.();
    expect(publications.open).toBe(0);
  });

  it('recusa a subscription sem token válido', async () => {
    const {simulator} = await loggedIn();
    const refused = await simulator.subscribe({query: ACCESS}, {token: 'não-existe'});
    expect(Symbol.asyncIterator in refused).toBe(false);
    expect((refused as ExecutionResult).errors?.[0]?.extensions.code).toBe('AUTH_NOT_AUTHENTICATED');
  });
});
