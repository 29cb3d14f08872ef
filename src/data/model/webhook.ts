/**
 * The webhook (`WebHookV2`, its `active` and `deleted` fields) and each delivery of an event
 * to it (`WebHookEventV2.status`).
 */
import type {WebHookEventStatus} from '../../types/generated/schema';
import {defineMachine, mutation} from './types';

export const webhookMachine = defineMachine<'ACTIVE' | 'PAUSED' | 'REMOVED'>({
  id: 'webhook',
  title: 'Situações do webhook',
  entity: 'WebHookV2',
  source: {kind: 'fields', type: 'WebHookV2', fields: ['active', 'deleted']},
  page: 'webhooks/introducao',
  states: {
    ACTIVE: {label: 'Ativo', fields: {active: true, deleted: false}},
    PAUSED: {label: 'Pausado', fields: {active: false, deleted: false}},
    REMOVED: {label: 'Removido', fields: {deleted: true}},
  },
  final: ['REMOVED'],
  transitions: [
    {from: null, to: 'ACTIVE', trigger: mutation('addWebHook'), events: []},
    {
      from: ['ACTIVE'],
      to: 'PAUSED',
      trigger: mutation('switchWebHookActivation'),
      when: 'eventos emitidos durante a pausa não geram entrega para este webhook',
      events: [],
    },
    {
      from: ['PAUSED'],
      to: 'ACTIVE',
      trigger: mutation('switchWebHookActivation'),
      when: 'as entregas em PENDING ou RETRYING retomam as tentativas',
      events: [],
    },
    {
      from: ['ACTIVE', 'PAUSED'],
      to: 'REMOVED',
      trigger: mutation('removeWebHook'),
      when: 'as entregas em PENDING ou RETRYING são descartadas',
      events: [],
    },
  ],
  rules: [{operation: 'retryWebHookEvent', code: 'ENTITY_INACTIVE', when: 'o webhook da entrega está pausado'}],
  wrongStateCode: 'ENTITY_NOT_FOUND',
});

export const webhookEventMachine = defineMachine<WebHookEventStatus>({
  id: 'webhookEvent',
  title: 'Situações da entrega de um evento',
  entity: 'WebHookEventV2',
  source: {kind: 'enum', enum: 'WebHookEventStatus', field: 'WebHookEventV2.status'},
  page: 'webhooks/introducao',
  states: {
    PENDING: {label: 'Aguardando a tentativa'},
    DELIVERED: {label: 'Entregue'},
    RETRYING: {label: 'Em novas tentativas'},
    FAILED: {label: 'Falhou'},
  },
  final: [],
  transitions: [
    {
      from: null,
      to: 'PENDING',
      trigger: {kind: 'emission'},
      when: 'o webhook está ativo e assina o tipo do evento',
      events: [],
    },
    {
      from: ['PENDING', 'RETRYING'],
      to: 'DELIVERED',
      trigger: {kind: 'delivery', answer: 'success'},
      events: [],
      facts: ['webhook.sucesso'],
    },
    {
      from: ['PENDING'],
      to: 'RETRYING',
      trigger: {kind: 'delivery', answer: 'failure'},
      when: 'a primeira tentativa falha; a próxima fica agendada em nextRetryAt',
      events: [],
      facts: ['webhook.tempoResposta', 'webhook.intervalos'],
    },
    {
      from: ['PENDING'],
      to: 'FAILED',
      trigger: {kind: 'delivery', answer: 'last-failure'},
      when: 'a tentativa de um reenvio manual falha: ele não tem novas tentativas automáticas',
      events: [],
      facts: ['webhook.tempoResposta'],
    },
    {
      from: ['RETRYING'],
      to: 'RETRYING',
      trigger: {kind: 'delivery', answer: 'failure'},
      when: 'ainda há nova tentativa agendada em nextRetryAt',
      events: [],
      facts: ['webhook.intervalos'],
    },
    {
      from: ['RETRYING'],
      to: 'FAILED',
      trigger: {kind: 'delivery', answer: 'last-failure'},
      when: 'a última das tentativas automáticas falha; nextRetryAt volta a ser nulo',
      events: [],
      facts: ['webhook.tentativas', 'webhook.janela'],
    },
    {
      from: ['PENDING', 'RETRYING'],
      to: 'FAILED',
      trigger: {kind: 'cascade', machine: 'webhook', to: 'REMOVED'},
      when: 'a entrega é descartada: não há mais tentativas nem reenvio',
      events: [],
    },
    {
      from: ['RETRYING', 'FAILED', 'DELIVERED'],
      to: 'PENDING',
      trigger: mutation('retryWebHookEvent'),
      when: 'a entrega volta à fila para uma tentativa agora, com o mesmo corpo: a resposta não espera o endpoint; manuallyTriggered fica verdadeiro, nextRetryAt marca a tentativa e as tentativas automáticas que faltavam são descartadas',
      events: [],
    },
  ],
  rules: [],
});
