/**
 * src/data/model/ against the schema snapshot, the error catalogue, the webhook events, the
 * platform facts and the guides: every state is a value of the schema's enum (and every value a
 * state), every field and mutation exists, every code is catalogued, every event is documented,
 * every state is reachable and final states stay final. Also the refusal rule the pages quote.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {getNamedType, isEnumType, isObjectType} from 'graphql';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {errorByCode} from '../../../src/data/error-codes';
import {GLOSSARY} from '../../../src/data/glossary';
import {
  MACHINES,
  allowedStates,
  billingMachine,
  enrollmentStatusMachine,
  machineById,
  refusalCode,
  refusals,
  stateNames,
  statesAfter,
  webhookEventMachine,
  webhookMachine,
  type StateMachine,
} from '../../../src/data/model';
import {DECISIONS} from '../../../src/data/model/decisions';
import {isFactKey} from '../../../src/data/platform-facts';
import {WEBHOOKS_SPEC, WEBHOOK_EVENTS} from '../../../src/data/webhook-events';
import {REPO_ROOT} from '../../../src/lib/repo-root';
import {snapshot} from '../../support/snapshot-helpers';

const schema = snapshot();
const mutationType = schema.getMutationType();
if (mutationType === null || mutationType === undefined) throw new Error('o schema não tem Mutation');
const mutations = mutationType.getFields();

const openapi = yaml.load(readFileSync(path.join(REPO_ROOT, WEBHOOKS_SPEC), 'utf8')) as {
  webhooks: Record<string, unknown>;
};

function fieldOf(coordinate: string) {
  const [typeName = '', fieldName = ''] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return undefined;
  return type.getFields()[fieldName];
}

const docPage = (page: string): string => path.join(REPO_ROOT, 'docs', `${page}.md`);

describe.each(MACHINES.map((machine) => [machine.id, machine] as const))('máquina %s', (_id, machine: StateMachine) => {
  it('tem as situações do schema', () => {
    if (machine.source.kind === 'enum') {
      const enumType = schema.getType(machine.source.enum);
      expect(isEnumType(enumType), `${machine.source.enum} não é enum do schema`).toBe(true);
      if (!isEnumType(enumType)) return;
      expect(stateNames(machine).sort()).toEqual(
        enumType
          .getValues()
          .map((value) => value.name)
          .sort(),
      );
      const field = fieldOf(machine.source.field);
      expect(field, `${machine.source.field} não existe`).toBeDefined();
      expect(field && getNamedType(field.type).name).toBe(machine.source.enum);
      expect(machine.source.field.split('.')[0]).toBe(machine.entity);
    } else {
      expect(machine.source.type).toBe(machine.entity);
      for (const name of machine.source.fields) expect(fieldOf(`${machine.entity}.${name}`), name).toBeDefined();
      for (const [state, info] of Object.entries(machine.states)) {
        expect(info.fields, `${state} sem campos`).toBeDefined();
        for (const name of Object.keys(info.fields ?? {}))
          expect(machine.source.fields, `${state}.${name}`).toContain(name);
      }
    }
  });

  it('nomeia mutations, campos, máquinas e fatos que existem', () => {
    for (const transition of machine.transitions) {
      const trigger = transition.trigger;
      if (trigger.kind === 'mutation') expect(mutations[trigger.operation], trigger.operation).toBeDefined();
      if (trigger.kind === 'time') {
        expect(trigger.field !== undefined || trigger.fact !== undefined).toBe(true);
        if (trigger.field !== undefined)
          expect(fieldOf(`${machine.entity}.${trigger.field}`), trigger.field).toBeDefined();
        if (trigger.fact !== undefined) expect(isFactKey(trigger.fact), trigger.fact).toBe(true);
      }
      if (trigger.kind === 'cascade') expect(stateNames(machineById(trigger.machine))).toContain(trigger.to);
      for (const fact of transition.facts ?? []) expect(isFactKey(fact), fact).toBe(true);
    }
    for (const rule of machine.rules) expect(mutations[rule.operation], rule.operation).toBeDefined();
  });

  it('emite só eventos do OriginType e do documento OpenAPI', () => {
    for (const transition of machine.transitions) {
      for (const event of transition.events) {
        expect(WEBHOOK_EVENTS).toContain(event);
        expect(Object.keys(openapi.webhooks)).toContain(event);
      }
    }
  });

  it('recusa com códigos do catálogo de erros', () => {
    for (const refusal of refusals(machine)) expect(errorByCode(refusal.code), refusal.code).toBeDefined();
  });

  it('alcança toda situação a partir da criação, e das finais não sai', () => {
    const reached = new Set<string>();
    for (const transition of machine.transitions) if (transition.from === null) reached.add(transition.to);
    expect(reached.size).toBeGreaterThan(0);
    let grew = true;
    while (grew) {
      grew = false;
      for (const transition of machine.transitions) {
        if (transition.from?.some((state) => reached.has(state)) && !reached.has(transition.to)) {
          reached.add(transition.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual(stateNames(machine).sort());
    for (const transition of machine.transitions) {
      const leaving = transition.from?.filter((state) => machine.final.includes(state)) ?? [];
      expect(leaving, `${transition.trigger.kind} sai de ${leaving.join(', ')}`).toEqual([]);
    }
  });

  it('é mostrada numa página de guia que existe', () => {
    expect(existsSync(docPage(machine.page)), machine.page).toBe(true);
  });
});

describe('o modelo como um todo', () => {
  it('emite todo evento do OriginType em alguma transição', () => {
    const emitted = new Set(
      MACHINES.flatMap((machine) => machine.transitions.flatMap((transition) => transition.events)),
    );
    expect([...emitted].sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('tem um id por máquina', () => {
    const ids = MACHINES.map((machine) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('recusas', () => {
  it('estorno só de boleto pago; o resto é INVALID_STATE', () => {
    expect(allowedStates(billingMachine, 'refundBilling')).toEqual(['PAID']);
    expect(refusalCode(billingMachine, 'refundBilling', 'REGISTERED')).toBe('INVALID_STATE');
    expect(refusalCode(billingMachine, 'refundBilling', 'PAID')).toBeNull();
  });

  it('cancelamento não vale para boleto pago nem para boleto aguardando registro', () => {
    expect(allowedStates(billingMachine, 'cancelBilling')).toEqual(['REGISTERED', 'OVERDUE']);
    expect(refusalCode(billingMachine, 'cancelBilling', 'PENDING_REGISTRATION')).toBe('INVALID_STATE');
    expect(allowedStates(billingMachine, 'markBillingToCancel')).toEqual(['PENDING_REGISTRATION']);
  });

  it('completar só matrícula iniciada', () => {
    expect(allowedStates(enrollmentStatusMachine, 'completeEnrollment')).toEqual(['STARTED']);
    expect(refusalCode(enrollmentStatusMachine, 'completeEnrollment', 'IN_TERM_ACCEPTANCE')).toBe('INVALID_STATE');
  });

  it('reenvio de entrega: depois da primeira tentativa, de volta a PENDING; webhook removido não é encontrado', () => {
    expect(allowedStates(webhookEventMachine, 'retryWebHookEvent')).toEqual(['DELIVERED', 'RETRYING', 'FAILED']);
    expect(
      webhookEventMachine.transitions
        .filter((transition) => transition.trigger.kind === 'mutation')
        .map((transition) => transition.to),
    ).toEqual(['PENDING']);
    expect(refusalCode(webhookMachine, 'switchWebHookActivation', 'REMOVED')).toBe('ENTITY_NOT_FOUND');
    expect(webhookMachine.rules).toContainEqual(
      expect.objectContaining({operation: 'retryWebHookEvent', code: 'ENTITY_INACTIVE'}),
    );
  });

  it('o boleto se imprime nas situações a que o registro no banco leva, antes de cancelado ou substituído', () => {
    const registered = statesAfter(
      billingMachine,
      (trigger) => trigger.kind === 'integration' && trigger.answer === 'registered',
    );
    expect(registered).toEqual(['REGISTERED', 'OVERDUE', 'PAID', 'REFUNDED']);
  });

  it('recusa uma situação que a máquina não tem', () => {
    expect(() => refusalCode(billingMachine, 'refundBilling', 'PAGO')).toThrow(/PAGO/);
  });
});

describe('decisões', () => {
  const glossaryTerms = new Set(GLOSSARY.map((entry) => entry.term));
  it.each(DECISIONS.map((decision) => [decision.id, decision] as const))(
    '%s cita páginas e máquinas que existem',
    (_id, decision) => {
      for (const id of decision.machines) expect(() => machineById(id)).not.toThrow();
      for (const fact of decision.facts ?? []) expect(isFactKey(fact), fact).toBe(true);
      expect(decision.pages.length).toBeGreaterThan(0);
      for (const page of decision.pages) {
        if (page === 'openapi') continue;
        if (page.startsWith('glossario:')) {
          expect(glossaryTerms, page).toContain(page.slice('glossario:'.length));
        } else if (page.startsWith('schema:')) {
          const [typeName = '', member = ''] = page.slice('schema:'.length).split('.');
          const type = schema.getType(typeName);
          const names = isEnumType(type)
            ? type.getValues().map((value) => value.name)
            : isObjectType(type)
              ? Object.keys(type.getFields())
              : [];
          expect(names, page).toContain(member);
        } else {
          expect(existsSync(docPage(page)), page).toBe(true);
        }
      }
    },
  );

  it('têm ids únicos', () => {
    expect(new Set(DECISIONS.map((decision) => decision.id)).size).toBe(DECISIONS.length);
  });
});
