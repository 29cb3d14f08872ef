/**
 * A simulator on the schema snapshot, logged in as the example world's integration user (the
 * credentials the guides show), or another user such as the sandbox's, for the simulator's unit
 * and content tests.
 */
import type {ExecutionResult} from 'graphql';

import {billings} from '../../src/data/world/billings';
import type {User} from '../../src/data/world/types';
import {integrationUser} from '../../src/data/world/users';
import {createSimulator, type Simulator} from '../../src/lib/simulator';
import {endOfDateInZone} from '../../src/lib/simulator/clock';
import {snapshot} from './snapshot-helpers';

export interface LoggedIn {
  readonly simulator: Simulator;
  readonly token: string;
  /** Runs one operation with a fresh token (the clock may have passed the last one's lifetime). */
  readonly call: (query: string, variables?: Record<string, unknown>) => Promise<ExecutionResult>;
}

async function login(simulator: Simulator, user: User): Promise<string> {
  const result = await simulator.execute(
    {
      query: 'mutation Token($data: TokenDataInput!) { token(data: $data) { accessToken } }',
      variables: {data: {email: user.email, password: user.password}},
    },
    {},
  );
  const token = (result.data?.token as {accessToken: string} | undefined)?.accessToken;
  if (token === undefined) throw new Error(`login no simulador falhou: ${JSON.stringify(result.errors)}`);
  return token;
}

export async function loggedIn(now?: string, user: User = integrationUser): Promise<LoggedIn> {
  const simulator = createSimulator({schema: snapshot(), ...(now === undefined ? {} : {now})});
  return {
    simulator,
    token: await login(simulator, user),
    call: async (query, variables) =>
      simulator.execute({query, variables: variables ?? null}, {token: await login(simulator, user)}),
  };
}

/** The codes of a result's errors, in order. */
export function codes(result: ExecutionResult): unknown[] {
  return (result.errors ?? []).map((error) => error.extensions.code);
}

/**
 * The family pays by Pix, on the simulator's day, every boleto of the world that is overdue in its
 * name (Carla's unpaid October and November of 2025, and the registered ones whose due date ended
 * by the simulator's start, as the model's time transition moves them): a test about a debt of its
 * own starts from a family without any.
 */
export async function settleOverdue(simulator: Simulator, financialOwnerId: number): Promise<void> {
  for (const billing of billings)
    if (
      billing.financialOwnerId === financialOwnerId &&
      (billing.billingStatus === 'OVERDUE' ||
        (billing.billingStatus === 'REGISTERED' &&
          endOfDateInZone(billing.dueDate.slice(0, 10)) <= simulator.now().getTime()))
    )
      await simulator.payBilling(billing.id, 'PIX');
}
