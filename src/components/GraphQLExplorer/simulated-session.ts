/**
 * The explorer's "Dados simulados" mode: one stateful simulator (src/lib/simulator) per page load,
 * loaded on the first run (its own chunk, so the sandbox mode never downloads it), logged in as
 * the example world's integration user. Its clock follows the time the tab has been open, so a
 * boleto added here is registered after the registration time of the facts, as in the sandbox.
 * Every run reports the webhook events it emitted, with the deliveries due (headers and body).
 */
import {GraphQLError, type ExecutionResult, type GraphQLSchema} from 'graphql';

import {integrationUser} from '@site/src/data/world/users';
import type {Delivery, Simulator} from '@site/src/lib/simulator';

/** One event of a run, as the panel shows it. */
export interface ShownEvent {
  readonly refId: string;
  readonly event: string;
  readonly at: string;
  /** The body as sent: the exact bytes signed when a webhook gets the event. */
  readonly body: string;
  /** The signed deliveries to the sandbox's webhooks that subscribe to the event. */
  readonly deliveries: readonly Pick<Delivery, 'url' | 'headers' | 'attempt'>[];
}

export interface SimulatedRequestParams {
  readonly query: string;
  readonly variables?: Record<string, unknown> | null;
  readonly operationName?: string | null;
}

export interface SimulatedSession {
  run(params: SimulatedRequestParams): Promise<{result: ExecutionResult; events: ShownEvent[]}>;
}

/** A token for the run: a new one each time, since the tab's clock may have passed the last one's lifetime. */
async function login(simulator: Simulator): Promise<string | undefined> {
  const result = await simulator.execute(
    {
      query: 'mutation Entrar($data: TokenDataInput!) { token(data: $data) { accessToken } }',
      variables: {data: {email: integrationUser.email, password: integrationUser.password}},
    },
    {},
  );
  return (result.data?.token as {accessToken?: string} | undefined)?.accessToken;
}

export function simulatedSession(schema: GraphQLSchema): SimulatedSession {
  let ready: Promise<Simulator> | undefined;
  let last = 0;
  const start = async () => {
    const {createSimulator} = await import('@site/src/lib/simulator');
    last = performance.now();
    return createSimulator({schema});
  };
  return {
    async run(params) {
      ready ??= start();
      let simulator: Simulator;
      try {
        simulator = await ready;
      } catch (error) {
        ready = undefined;
        const reason = error instanceof Error ? error.message : String(error);
        return {
          result: {errors: [new GraphQLError(`O simulador não carregou (${reason}). Recarregue a página.`)]},
          events: [],
        };
      }
      const before = simulator.events().length;
      const now = performance.now();
      await simulator.advance(Math.max(0, Math.floor(now - last)));
      last = now;
      const token = await login(simulator);
      const result = await simulator.execute(params, token === undefined ? {} : {token});
      const emitted = simulator.events().slice(before);
      const deliveries = await simulator.dueDeliveries();
      const events = emitted.map((event) => {
        const own = deliveries.filter((delivery) => delivery.eventRefId === event.refId);
        return {
          refId: event.refId,
          event: event.event,
          at: event.at,
          // The exact bytes the signature covers, when a webhook gets the event; laid out for reading otherwise.
          body: own[0]?.body ?? JSON.stringify(event.payload, null, 2),
          deliveries: own.map(({url, headers, attempt}) => ({url, headers, attempt})),
        };
      });
      return {result, events};
    },
  };
}
