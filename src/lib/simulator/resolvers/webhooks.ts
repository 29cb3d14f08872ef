/**
 * Webhooks: added, updated, paused and resumed, removed, and their deliveries retried by hand, as
 * the model's webhook and delivery machines say (a paused webhook refuses a retry with the rule's
 * code, a removed one is not found, a removal drops the pending deliveries).
 */
import {refusalCode, webhookEventMachine, webhookMachine} from '../../../data/model';
import {maskedSecret} from '../../../data/world/webhooks';
import {ENVIRONMENT} from '../engine';
import {creation, fieldsOf, refuseOrMove, stateOf} from '../machine';
import {notFound, refusal, ruleRefusal} from '../refusal';
import {SECRET} from '../store';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/**
 * HTTP on this machine's own address: the local simulator (scripts/simulador) delivers to a
 * receiver on the integrator's machine, which has no certificate. The platform never reaches one.
 */
const LOOPBACK = /^http:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:[/?#]|$)/;

function checkUrl(url: unknown): void {
  if (typeof url !== 'string' || !(url.startsWith('https://') || LOOPBACK.test(url)))
    throw refusal('INVALID_FIELD_VALUE', 'O endereço do webhook precisa usar HTTPS.', {field: 'url', reason: 'FORMAT'});
}

/** Fact webhook.ambiente: a webhook's environment is the API's own, the simulator's is the sandbox. */
function checkEnvironment(environmentType: unknown): void {
  if (environmentType !== ENVIRONMENT)
    throw refusal(
      'INVALID_FIELD_VALUE',
      `Esta API cadastra webhooks de ${ENVIRONMENT}: cadastre o de ${String(environmentType)} na API desse ambiente.`,
      {field: 'environmentType', reason: 'ENVIRONMENT'},
    );
}

/** The secret as the API keeps it (raw, for signing) and shows it (masked). */
function secretFields(authValue: unknown): Record<string, unknown> {
  if (typeof authValue !== 'string' || authValue === '') return {authValue: null, [SECRET]: null};
  return {
    authValue: authValue.length > 8 ? maskedSecret(authValue) : '*'.repeat(authValue.length),
    [SECRET]: authValue,
  };
}

export const webhookResolvers: Record<string, RootResolver> = {
  addWebHook: (args, engine) => {
    const data = dataOf(args);
    checkUrl(data.url);
    checkEnvironment(data.environmentType);
    const created = creation(webhookMachine, {kind: 'mutation', operation: 'addWebHook'});
    const webhook = engine.store.insert('WebHookV2', {
      userId: 'integracao',
      companyRefIds: data.companyRefIds,
      environmentType: data.environmentType,
      url: data.url,
      eventTypes: data.eventTypes,
      authType: data.authType,
      customHeaders: data.customHeaders ?? [],
      creationDate: engine.clock.iso(),
      lastUpdateDate: null,
      ...secretFields(data.authValue),
      ...fieldsOf(webhookMachine, created.to),
    });
    return {__typename: 'AddWebHookResult', id: webhook.refId};
  },

  updateWebHook: (args, engine) => {
    const data = dataOf(args);
    const webhook = target(engine.store, 'WebHookV2', data);
    if (stateOf(webhookMachine, webhook) === 'REMOVED') throw notFound('WebHookV2', data.id != null ? 'id' : 'refId');
    if (data.url != null) checkUrl(data.url);
    if (data.environmentType != null) checkEnvironment(data.environmentType);
    for (const field of ['companyRefIds', 'environmentType', 'url', 'eventTypes', 'authType', 'customHeaders'] as const)
      if (data[field] !== undefined && data[field] !== null) webhook[field] = data[field];
    if (data.authValue !== undefined && data.authValue !== null) Object.assign(webhook, secretFields(data.authValue));
    webhook.lastUpdateDate = engine.clock.iso();
    return webhook;
  },

  switchWebHookActivation: (args, engine) => {
    const data = dataOf(args);
    const webhook = target(engine.store, 'WebHookV2', data);
    const wanted = typeof data.active === 'boolean' ? (data.active ? 'ACTIVE' : 'PAUSED') : undefined;
    if (wanted !== undefined && stateOf(webhookMachine, webhook) === wanted) return webhook;
    refuseOrMove(webhookMachine, webhook, 'switchWebHookActivation', wanted);
    webhook.lastUpdateDate = engine.clock.iso();
    return webhook;
  },

  removeWebHook: (args, engine) => {
    const webhook = target(engine.store, 'WebHookV2', dataOf(args));
    refuseOrMove(webhookMachine, webhook, 'removeWebHook');
    webhook.lastUpdateDate = engine.clock.iso();
    engine.dropDeliveriesOf(webhook);
    return true;
  },

  retryWebHookEvent: (args, engine) => {
    const data = dataOf(args);
    const delivery = target(engine.store, 'WebHookEventV2', data);
    const webhook = engine.store.byId('WebHookV2', delivery.webHookV2Id);
    if (webhook === undefined || stateOf(webhookMachine, webhook) === 'REMOVED')
      throw notFound('WebHookV2', 'webHookV2Id');
    if (stateOf(webhookMachine, webhook) === 'PAUSED')
      throw ruleRefusal(webhookMachine, 'retryWebHookEvent', 'ENTITY_INACTIVE');
    // The model's delivery machine says which states a retry leaves; the others refuse with its code.
    const state = stateOf(webhookEventMachine, delivery);
    const code = refusalCode(webhookEventMachine, 'retryWebHookEvent', state);
    if (code !== null)
      throw refusal(code, `retryWebHookEvent recusada: a entrega está em ${state} e ainda espera a sua tentativa.`, {
        entity: webhookEventMachine.entity,
        state,
      });
    engine.retryNow(delivery);
    return delivery;
  },
};
