/**
 * The part of the simulator (src/lib/simulator) the transport uses. The server takes any object
 * with these members, so its tests can wrap the real simulator (to slow it down, for instance).
 */
import type {ExecutionResult} from 'graphql';

export interface GraphQLBody {
  readonly query: string;
  readonly variables?: Record<string, unknown> | null;
  readonly operationName?: string | null;
}

export interface Delivery {
  readonly id: string;
  readonly eventRefId: string;
  readonly webhookRefId: string;
  readonly url: string;
  readonly attempt: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface SimulatorPort {
  execute(request: GraphQLBody, context: {token?: string}): Promise<ExecutionResult>;
  subscribe(
    request: GraphQLBody,
    context: {token?: string},
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  now(): Date;
  advance(milliseconds: number): Promise<void>;
  payBilling(billingId: string, method: 'PIX' | 'BOLETO'): Promise<void>;
  payPaymentLink(linkId: string, outcome: 'APPROVED' | 'REFUSED'): Promise<void>;
  failNextRegistration(): void;
  events(): readonly unknown[];
  dueDeliveries(sentAt?: Date): Promise<readonly Delivery[]>;
  reportDelivery(deliveryId: string, outcome: {status: number} | {error: string}): void;
  /** Whose rate limit a bearer token spends (its integration user); undefined for a token never issued. */
  rateLimitKey(token: string | undefined): string | undefined;
  /** Starts the world again at a moment (ISO 8601; default: the world's now), keeping the issued tokens. */
  restart(now?: string): Promise<void>;
}
