/**
 * The pages against the behaviour model (src/data/model/): a state a guide or a schema
 * description names after a transition verb is a state of the model; "de `A` para `B`" is a
 * transition; a sentence that says a mutation takes a record to a state names a state the
 * mutation reaches; the events a webhook event's description attributes to a mutation are events
 * the mutation emits; the refusal codes of a guide's "Erros" section are refusals of the
 * mutations the guide documents; and no page answers a decided question the other way.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {isEnumType, isObjectType} from 'graphql';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {GLOSSARY} from '../../../src/data/glossary';
import {MACHINES, effectsOf, eventsOf, refusals, type MutationName} from '../../../src/data/model';
import {DECISIONS} from '../../../src/data/model/decisions';
import {WEBHOOKS_SPEC, WEBHOOK_EVENTS} from '../../../src/data/webhook-events';
import {REPO_ROOT} from '../../../src/lib/repo-root';
import {lineAt, proseFiles, relative, sectionsTitled} from '../../support/markdown-text';
import {snapshot} from '../../support/snapshot-helpers';
import {STATE_AFTER_VERB, STATE_CODES, modelStates, outsideStates} from '../../support/model-states';

const schema = snapshot();
const outside = outsideStates(schema);
const mutationFields = schema.getMutationType()?.getFields() ?? {};
const modelMutations = new Set(
  MACHINES.flatMap((machine) =>
    machine.transitions.flatMap((transition) =>
      transition.trigger.kind === 'mutation' ? [transition.trigger.operation] : [],
    ),
  ),
);

/** What each file says, code blocks blanked (examples are held to the world by other tests). */
const guides = proseFiles()
  .filter((file) => !file.includes(`${path.sep}eventos${path.sep}`))
  .map((file) => ({
    name: relative(file),
    source: readFileSync(file, 'utf8'),
    text: readFileSync(file, 'utf8').replace(/^(\s*)(`{3,})[^\n]*\n[\s\S]*?\n\s*\2[^\n]*$/gm, (block) =>
      block.replace(/[^\n]/g, ' '),
    ),
  }));

/** The schema's descriptions, one "file" per member, named by coordinate. */
const descriptions = Object.values(schema.getTypeMap()).flatMap((type) => {
  if (type.name.startsWith('__')) return [];
  if (isEnumType(type))
    return type.getValues().map((value) => ({name: `${type.name}.${value.name}`, text: value.description ?? ''}));
  if (isObjectType(type))
    return Object.values(type.getFields()).map((field) => ({
      name: `${type.name}.${field.name}`,
      text: field.description ?? '',
    }));
  return [];
});

const openapiText = readFileSync(path.join(REPO_ROOT, WEBHOOKS_SPEC), 'utf8');
const openapi = yaml.load(openapiText) as {webhooks: Record<string, {post: {description: string}}>};
const glossary = GLOSSARY.map((entry) => ({name: `glossário: ${entry.term}`, text: entry.definition}));

/** Sentences of a text, with their offset (a sentence ends at . ; or a blank line). */
function sentences(text: string): {text: string; offset: number}[] {
  return [...text.matchAll(/[^.;\n]+(?:\n(?!\s*\n)[^.;\n]*)*/g)].map((match) => ({
    text: match[0],
    offset: match.index,
  }));
}

const backticked = (text: string): string[] => [...text.matchAll(/`([A-Za-z][A-Za-z0-9_]*)`/g)].map((m) => m[1] ?? '');
const mutationsIn = (text: string): MutationName[] =>
  [...new Set([...backticked(text), ...(text.match(/\b[a-z][A-Za-z]+\b/g) ?? [])])].filter(
    (name): name is MutationName => modelMutations.has(name as MutationName),
  );

describe('situações citadas', () => {
  it('toda situação depois de um verbo de transição existe no modelo', () => {
    const problems: string[] = [];
    for (const {name, text} of [...guides, ...descriptions]) {
      for (const match of text.matchAll(STATE_AFTER_VERB)) {
        const state = match[1] ?? '';
        if (!modelStates.has(state) && !outside.has(state))
          problems.push(`${name}:${lineAt(text, match.index)}: ${match[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('"de `A` para `B`" é uma transição do modelo', () => {
    const problems: string[] = [];
    const pairs = new Set(
      MACHINES.flatMap((machine) =>
        machine.transitions.flatMap((transition) => (transition.from ?? []).map((from) => `${from}>${transition.to}`)),
      ),
    );
    for (const {name, text} of guides) {
      for (const match of text.matchAll(/de `([A-Z][A-Z_]+)` para `([A-Z][A-Z_]+)`/g)) {
        if (!pairs.has(`${match[1]}>${match[2]}`)) problems.push(`${name}:${lineAt(text, match.index)}: ${match[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a situação a que uma frase leva uma mutation é alcançada por ela', () => {
    const problems: string[] = [];
    for (const {name, text} of [...guides, ...descriptions.filter((entry) => entry.name.startsWith('Mutation.'))]) {
      const own = name.startsWith('Mutation.') ? [name.slice('Mutation.'.length)] : [];
      for (const sentence of sentences(text)) {
        const operations = [
          ...mutationsIn(sentence.text),
          ...own.filter((op) => modelMutations.has(op as MutationName)),
        ];
        if (operations.length === 0) continue;
        const reached = new Set(
          operations.flatMap((operation) => effectsOf(operation as MutationName).map((step) => step.transition.to)),
        );
        for (const match of sentence.text.matchAll(STATE_AFTER_VERB)) {
          const state = match[1] ?? '';
          if (modelStates.has(state) && !reached.has(state))
            problems.push(`${name}:${lineAt(text, sentence.offset)}: ${operations.join(', ')} não leva a ${state}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('eventos citados', () => {
  it('todo nome de evento citado nos guias existe no OriginType e no documento OpenAPI', () => {
    const problems: string[] = [];
    for (const {name, text} of guides) {
      for (const token of backticked(text)) {
        if (/^[A-Z]+(?:_[A-Z]+)*_(?:CREATED|CHANGED|UPDATED|SENT)$/.test(token) && !/^[A-Z]+_STATUS$/.test(token)) {
          if (!(WEBHOOK_EVENTS as readonly string[]).includes(token) || !(token in openapi.webhooks))
            problems.push(`${name}: ${token}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(WEBHOOK_EVENTS.map((event) => [event] as const))(
    '%s: as mutations da descrição do evento o emitem no modelo',
    (event) => {
      const description = openapi.webhooks[event]?.post.description ?? '';
      const operations = backticked(description).filter((name) => name in mutationFields);
      for (const operation of operations) {
        expect(eventsOf(operation as MutationName), `${operation} não emite ${event}`).toContain(event);
      }
    },
  );
});

describe('recusas citadas', () => {
  const byOperation = new Map<string, Set<string>>();
  for (const machine of MACHINES)
    for (const refusal of refusals(machine)) {
      const codes = byOperation.get(refusal.operation) ?? new Set<string>();
      codes.add(refusal.code);
      byOperation.set(refusal.operation, codes);
    }

  it('cada código de situação na seção Erros é uma recusa do modelo para uma mutation documentada na página', () => {
    const problems: string[] = [];
    for (const {name, source, text} of guides) {
      // The mutations the page documents: those whose arguments it tabulates or that its examples call.
      const operations = [...source.matchAll(/operation="mutation\.([A-Za-z]+)"|^ {2}([a-z][A-Za-z]+)\(data:/gm)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((operation) => byOperation.has(operation));
      if (operations.length === 0) continue;
      for (const section of sectionsTitled(text, /^Erros/)) {
        for (const bullet of section.text.matchAll(/^- \[`([A-Z][A-Z_0-9]+)`\]/gm)) {
          const code = bullet[1] ?? '';
          if (!STATE_CODES.has(code)) continue;
          if (!operations.some((operation) => byOperation.get(operation)?.has(code)))
            problems.push(`${name}: ${code} não recusa ${operations.join(', ')} no modelo`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('diagramas', () => {
  const elements = guides.flatMap(({name, source}) =>
    [...source.matchAll(/<StateMachine machine="([^"]+)"/g)].map((match) => ({name, machine: match[1] ?? ''})),
  );

  it.each(MACHINES.map((machine) => [machine.id, machine.page] as const))(
    '%s aparece uma vez, na introdução do seu tópico (%s)',
    (id, page) => {
      expect(elements.filter((element) => element.machine === id).map((element) => element.name)).toEqual([
        `docs/${page}.md`,
      ]);
    },
  );

  it('toda página com diagrama importa o componente', () => {
    for (const name of new Set(elements.map((element) => element.name))) {
      const source = guides.find((guide) => guide.name === name)?.source ?? '';
      expect(source, name).toContain("import StateMachine from '@site/src/components/StateMachine';");
    }
  });
});

describe('decisões', () => {
  const corpus = [
    ...guides,
    ...descriptions,
    ...Object.entries(openapi.webhooks).map(([event, item]) => ({
      name: `openapi: ${event}`,
      text: item.post.description,
    })),
    {name: WEBHOOKS_SPEC, text: openapiText},
    ...glossary,
  ];

  it.each(DECISIONS.filter((decision) => decision.contradictedBy !== undefined).map((d) => [d.id, d] as const))(
    '%s: nenhuma página diz o contrário',
    (_id, decision) => {
      const problems: string[] = [];
      for (const pattern of decision.contradictedBy ?? []) {
        for (const {name, text} of corpus) {
          const flat = text.replace(/\s+/g, ' ');
          if (pattern.test(flat)) problems.push(`${name}: ${pattern.source}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
