/**
 * Compares every example of the portal with the example world (src/data/world/).
 *
 * Each example is turned into observations: an object seen somewhere (a response, the variables
 * of a mutation, a webhook body), with the world type it belongs to and its scalar fields under
 * the API's names. The type comes from the schema (the selection of the response, the input type
 * of the variables), never from the values. Then:
 *
 * - identification: the observation's keys (`id` within its type, `refId`, CPF, CNPJ, name,
 *   description, title, e-mail, URL, year, class...) must each exist in the world and point to
 *   the same record; a key value the world does not have is an unknown entity, an error;
 * - comparison: every other field the record also has must hold the record's value, or one of
 *   its earlier values (`was`); `previousX` fields hold an earlier value of `x`;
 * - references: every `xxxId`, `xxxRefId`, `xxxIds` and `xxxRefIds` must name a record of the
 *   type the schema pairs with its prefix (`financialOwnerId` beside `financialOwner: FinancialOwner`);
 * - relations: an object nested in another (a dependent's financial owners, a plan's boletos)
 *   must be the one the parent's record points to;
 * - generic rules for any object, typed or not: a field whose name says CPF, CNPJ or e-mail
 *   holds a value of the world; every UUID, formatted CPF/CNPJ and e-mail in a page or in the
 *   webhook document is one of the world's;
 * - prose: every amount in reais ("R$ 1.250,90") is an amount of the world (a value of one of its
 *   Decimal fields), and a table row that names a world entity shows only that entity's amounts,
 *   dates and instalment counts; "N parcelas de R$ X" are the count and the value of one record's
 *   instalments; a date written in words or as DD/MM/AAAA is a date of the world;
 * - acceptances: an acceptance sent for a signatory carries the IP the world recorded for it;
 * - the timeline: an example happens at one moment (the latest event date it shows or filters on),
 *   and a status it shows for a record was the record's status at that moment;
 * - totals: a listing's `totalCount` is the number of items it returns when there is no next page.
 *
 * Nothing here guesses the world's own field names or types: tsc holds them to the schema
 * (src/data/world/types.ts), and what depends on a field's type is read from the same schema.
 * The only generic (not world) value is GENERIC_UUID, the placeholder of the reference.
 */
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  valueFromAST,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

import {GENERIC_UUID, RELEASES, WORLD, earlierValues, maskedSecret, type EntityType} from '../../src/data/world';
import {WEBHOOK_EVENTS} from '../../src/data/webhook-events';
import {codeBlocks, guideExamples, type CodeBlock} from './code-blocks';
import {MONTH_NAMES} from '../../src/lib/month-names';

// ---------------------------------------------------------------------------------------------
// The world, indexed
// ---------------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;

export interface WorldRecord {
  readonly type: EntityType;
  /** The record's fields, flattened (address fields and a webhook event's delivery inlined). */
  readonly fields: Fields;
  /** Earlier values by field. */
  readonly was: Readonly<Record<string, readonly unknown[]>>;
}

/** Fields that identify a record of their type (when their value is unique in it, or when only one record matches). */
const KEY_FIELDS = [
  'id',
  'refId',
  'cpf',
  'cnpj',
  'name',
  'description',
  'title',
  'year',
  'serie',
  'class',
  'url',
  'email',
  'accessToken',
  'registry',
] as const;

/**
 * Reference prefixes the schema does not pair with an object field of the same name (input-only
 * names, the world's own `lastAcademicClassId` and `replacesBillingId`): every other prefix is
 * read from the schema by referencePrefixes.
 */
const UNPAIRED_REFERENCES: Readonly<Record<string, EntityType>> = {
  lastAcademicClass: 'AcademicClass',
  sourceFinancialOwner: 'FinancialOwner',
  targetFinancialOwner: 'FinancialOwner',
  sourceDependent: 'Dependent',
  targetDependent: 'Dependent',
  signatory: 'DigitalAcceptanceSignatory',
  replacesBilling: 'Billing',
  reasonForManualPayment: 'ReasonForManualPayment',
  paymentLink: 'PaymentLink',
  webHookV2: 'WebHookV2',
};

/** Fields ending in Id that are not references to a record of the world. */
const NOT_REFERENCES = new Set([
  'id',
  'refId',
  'existingId',
  'externalId',
  'correlationId',
  'objectId',
  'userId',
  'personId',
]);

const REFERENCE = /^(.+?)(RefIds|RefId|Ids|Id)$/;

/**
 * Input fields whose name means another field of the record (or none: null), by input type:
 * the description of a manual payment is not the boleto's, audit data name a user by userName and
 * userEmail, and a reissue's reason belongs to the new boleto, not to the one being replaced.
 */
const FIELD_RENAMES: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  ManualPaymentDataInput: {description: 'manualPaymentDescription'},
  AuditDataInput: {userName: 'name', userEmail: 'email', justification: null},
  ReissueBillingDataInput: {reissueReason: null, reissueDescription: null},
};

/** Extra names a GraphQL type may carry for a world type (the longest match wins). */
const TYPE_ALIASES: Readonly<Record<string, EntityType>> = {WebHook: 'WebHookV2', WebHookEvent: 'WebHookEventV2'};

/** GraphQL types whose name does not say their world type. */
const TYPE_OVERRIDES: Readonly<Record<string, EntityType | null>> = {
  TokenDataInput: 'User',
  ManualPaymentDataInput: 'Billing',
  UndoManualPaymentDataInput: 'Billing',
  MassiveCancelBillingsDataInput: 'ScheduledTask',
  // Who asked for the operation: a user of the school.
  AuditDataInput: 'User',
  // A person's uploaded documents are not the person.
  FinancialOwnerDocumentFile: null,
  AddFinancialOwnerDocumentDataInput: null,
  PageInfo: null,
};

const ENTITY_NAMES: readonly [string, EntityType][] = [
  ...(Object.keys(WORLD) as EntityType[]).map((type) => [type, type] as [string, EntityType]),
  ...Object.entries(TYPE_ALIASES),
].sort((a, b) => b[0].length - a[0].length);

/** The world type of a GraphQL type: an override, else the longest world type name (or alias) inside its name. */
export function entityOfGraphqlType(name: string): EntityType | null {
  if (name in TYPE_OVERRIDES) return TYPE_OVERRIDES[name] ?? null;
  if (name.endsWith('CollectionSegment') || name.endsWith('SortInput')) return null;
  return ENTITY_NAMES.find(([candidate]) => name.includes(candidate))?.[1] ?? null;
}

/** The world type of a root field that returns a scalar (printBilling, billingDocumentUrl...). */
function entityOfFieldName(name: string): EntityType | null {
  const lower = name.toLowerCase();
  return ENTITY_NAMES.find(([candidate]) => lower.includes(candidate.toLowerCase()))?.[1] ?? null;
}

/**
 * The world type each reference prefix names, read from the schema: an object type's `xId`
 * (`xRefId`, `xIds`...) beside its field `x` of type T names T (`Billing.paymentPlanId` beside
 * `paymentPlan: PaymentPlan`). A prefix two types pair with different types is not read.
 */
function referencePrefixes(schema: GraphQLSchema): Map<string, EntityType> {
  const found = new Map<string, Set<EntityType>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    for (const name of Object.keys(fields)) {
      const prefix = REFERENCE.exec(name)?.[1];
      const paired = prefix === undefined ? undefined : fields[prefix];
      const target = paired === undefined ? null : entityOfObjectType(getNamedType(paired.type).name);
      if (prefix !== undefined && target !== null) found.set(prefix, new Set([...(found.get(prefix) ?? []), target]));
    }
  }
  const prefixes = new Map<string, EntityType>();
  for (const [prefix, targets] of found) if (targets.size === 1) prefixes.set(prefix, [...targets][0] as EntityType);
  for (const [prefix, target] of Object.entries(UNPAIRED_REFERENCES)) prefixes.set(prefix, target);
  return prefixes;
}

/** The world type of an object type of the API: its own name (WORLD is keyed by them) or an alias. */
function entityOfObjectType(name: string): EntityType | null {
  if (name in WORLD) return name as EntityType;
  return TYPE_ALIASES[name] ?? null;
}

function flatten(type: EntityType, record: Record<string, unknown>): WorldRecord {
  const {was, address, delivery, ...rest} = record as Fields & {
    was?: readonly object[];
    address?: Fields;
    delivery?: Fields & {was?: readonly object[]};
  };
  const {was: deliveryWas, ...deliveryFields} = delivery ?? {};
  const fields: Fields = {...rest, ...(address ?? {}), ...deliveryFields};
  // A plan's instalments are how it was created, not a field an example shows.
  Reflect.deleteProperty(fields, 'installments');
  return {type, fields, was: earlierValues([...(was ?? []), ...(deliveryWas ?? [])])};
}

const key = (value: unknown) => JSON.stringify(value);

export class WorldIndex {
  readonly records: WorldRecord[] = [];
  private readonly byKey = new Map<string, WorldRecord[]>();
  readonly byRefId = new Map<string, WorldRecord>();
  readonly uuids = new Set<string>([GENERIC_UUID]);
  readonly cpfs = new Set<string>();
  readonly cnpjs = new Set<string>();
  readonly emails = new Set<string>();
  readonly amounts = new Set<number>();
  private readonly prefixes: Map<string, EntityType>;

  constructor(
    private readonly schema: GraphQLSchema,
    world: Readonly<Record<string, readonly object[]>> = WORLD,
  ) {
    this.prefixes = referencePrefixes(schema);
    for (const [type, list] of Object.entries(world)) {
      for (const raw of list) {
        const record = flatten(type as EntityType, raw as Record<string, unknown>);
        this.records.push(record);
        for (const field of KEY_FIELDS) {
          for (const value of this.allowed(record, field) ?? []) {
            if (value === null || value === undefined || (field === 'id' && typeof value !== 'number')) continue;
            const indexKey = `${type}|${field}|${key(value)}`;
            this.byKey.set(indexKey, [...(this.byKey.get(indexKey) ?? []), record]);
          }
        }
        const refId = record.fields.refId;
        if (typeof refId === 'string') {
          this.byRefId.set(refId, record);
          this.uuids.add(refId);
        }
        this.collect(type, raw);
      }
    }
  }

  /**
   * CPFs, CNPJs, e-mails, UUIDs and amounts anywhere in a record (its history and instalments
   * too). `type` is the GraphQL type of the object `raw` is a field of: an amount is a number in a
   * Decimal field (reais, or the percentages beside them), as the schema types the world.
   */
  private collect(type: string, raw: unknown, field = ''): void {
    if (Array.isArray(raw)) {
      for (const item of raw) this.collect(type, item, field);
    } else if (typeof raw === 'object' && raw !== null) {
      const inner = field === '' ? type : (NESTED_TYPES[field] ?? this.fieldType(type, field) ?? type);
      for (const [name, value] of Object.entries(raw)) {
        // Earlier values are values of the same fields.
        if (name === 'was') this.collect(type, value, field);
        else this.collect(inner, value, name);
      }
    } else if (typeof raw === 'string') {
      if (UUID.test(raw)) this.uuids.add(raw.toLowerCase());
      if (/cpf/i.test(field)) this.cpfs.add(raw);
      if (/cnpj/i.test(field)) this.cnpjs.add(raw);
      for (const email of raw.match(EMAIL_GLOBAL) ?? []) this.emails.add(email);
    } else if (typeof raw === 'number' && this.fieldType(type, field) === 'Decimal') {
      this.amounts.add(raw);
    }
  }

  /** The name of the named type of a field of a GraphQL object or input type. */
  private fieldType(type: string, field: string): string | undefined {
    const named = this.schema.getType(type);
    if (!isObjectType(named) && !isInputObjectType(named) && !isInterfaceType(named)) return undefined;
    const definition = named.getFields()[field];
    return definition === undefined ? undefined : getNamedType(definition.type).name;
  }

  /** The world type a reference field points to, or undefined when the field is not a reference. */
  referenceOf(field: string): EntityType | undefined | 'unknown' {
    if (NOT_REFERENCES.has(field)) return undefined;
    const prefix = REFERENCE.exec(field)?.[1];
    if (prefix === undefined) return undefined;
    return this.prefixes.get(prefix) ?? 'unknown';
  }

  /** Records of a type whose key field has (or had) this value. */
  find(type: EntityType, field: string, value: unknown): WorldRecord[] {
    return this.byKey.get(`${type}|${field}|${key(value)}`) ?? [];
  }

  hasKey(type: EntityType, field: string): boolean {
    return (
      (KEY_FIELDS as readonly string[]).includes(field) &&
      this.records.some((record) => record.type === type && field in record.fields)
    );
  }

  /** The values a field of a record may show: the current one and the earlier ones; undefined when the record has no such field. */
  allowed(record: WorldRecord, field: string): unknown[] | undefined {
    if (!(field in record.fields)) return undefined;
    return [record.fields[field], ...(record.was[field] ?? [])];
  }

  /** A record by type and id (number) or refId (UUID string). */
  resolve(type: EntityType, value: unknown): WorldRecord | undefined {
    if (typeof value === 'number') return this.find(type, 'id', value)[0];
    if (typeof value === 'string') {
      const record = this.byRefId.get(value.toLowerCase());
      return record?.type === type ? record : undefined;
    }
    return undefined;
  }

  describe(record: WorldRecord): string {
    const {id, refId, name, description, title} = record.fields;
    const label = [name, description, title].find((value) => typeof value === 'string');
    return `${record.type} ${String(id ?? refId)}${typeof label === 'string' ? ` (${label})` : ''}`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_GLOBAL = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const EMAIL_GLOBAL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const CPF_FORMATTED = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g;
const CNPJ_FORMATTED = /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g;
/**
 * The GraphQL types of the world's nested objects that are not fields of their record's type
 * (src/data/world/types.ts): a plan's instalments are the boletos addPaymentPlan created, and an
 * event's delivery is the rest of its WebHookEventV2.
 */
const NESTED_TYPES: Readonly<Record<string, string>> = {
  installments: 'AddBillingDataInput',
  delivery: 'WebHookEventV2',
};

// ---------------------------------------------------------------------------------------------
// Observations
// ---------------------------------------------------------------------------------------------

export interface Observation {
  /** The world type, or null for an object outside the world (audit data, a page info...). */
  readonly type: EntityType | null;
  /** Where to look: file:line and the JSON path. */
  readonly where: string;
  readonly fields: Map<string, unknown>;
  readonly parent?: {readonly observation: Observation; readonly field: string};
  /** One condition of a filter: its value must exist, nothing is compared. */
  readonly condition?: boolean;
}

function observation(
  type: EntityType | null,
  where: string,
  parent?: Observation['parent'],
  condition = false,
): Observation {
  return {type, where, fields: new Map(), parent, condition};
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalarOrScalars = (value: unknown) =>
  !isRecord(value) && !(Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item)));

/** The objects of a response, typed by the operation's selection. */
export function responseObservations(
  schema: GraphQLSchema,
  document: DocumentNode,
  response: unknown,
  where: string,
): Observation[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const root = operation === undefined ? undefined : schema.getRootType(operation.operation);
  const data = isRecord(response) ? response.data : undefined;
  if (operation === undefined || root === undefined || root === null || !isRecord(data)) return [];
  const found: Observation[] = [];

  const walk = (
    value: unknown,
    type: GraphQLNamedType,
    selection: SelectionSetNode,
    target: Observation | null,
    path: string,
  ) => {
    if (!isRecord(value) || (!isObjectType(type) && !isInterfaceType(type))) return;
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD) continue;
      const field = type.getFields()[node.name.value];
      const responseKey = node.alias?.value ?? node.name.value;
      if (field === undefined || !(responseKey in value)) continue;
      const fieldValue = value[responseKey];
      const named = getNamedType(field.type);
      if (isLeafType(named)) {
        if (target === null) continue;
        // Add-mutation results carry the new record's refId in a UUID field called id.
        const name = field.name === 'id' && named.name === 'UUID' ? 'refId' : field.name;
        target.fields.set(name, fieldValue);
        continue;
      }
      if (node.selectionSet === undefined) continue;
      const items = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
      items.forEach((item, index) => {
        if (!isRecord(item)) return;
        const childPath = `${path}.${responseKey}${Array.isArray(fieldValue) ? `[${index}]` : ''}`;
        const child = observation(
          entityOfGraphqlType(named.name),
          `${where} ${childPath}`,
          target === null ? undefined : {observation: target, field: field.name},
        );
        found.push(child);
        walk(item, named, node.selectionSet as SelectionSetNode, child, childPath);
      });
    }
  };
  walk(data, root, operation.selectionSet, null, 'data');
  return found;
}

/** The input objects and identifying arguments of an operation, with its variables' values. */
export function argumentObservations(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  where: string,
): Observation[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const root = operation === undefined ? undefined : schema.getRootType(operation.operation);
  if (operation === undefined || root === undefined || root === null) return [];
  const found: Observation[] = [];

  const input = (value: unknown, type: GraphQLInputType, path: string, parent?: Observation['parent']): void => {
    const nullable = isNonNullType(type) ? type.ofType : type;
    if (isListType(nullable)) {
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          input(item, nullable.ofType, `${path}[${index}]`, parent);
        });
      }
      return;
    }
    if (!isInputObjectType(nullable) || !isRecord(value)) return;
    if (nullable.name.endsWith('FilterInput')) {
      filter(value, nullable, path);
      return;
    }
    const target = observation(entityOfGraphqlType(nullable.name), `${where} ${path}`, parent);
    found.push(target);
    fill(target, value, nullable, path);
  };

  /** The fields of an input object; a nested object of the same world type without its own id merges into it. */
  const fill = (
    target: Observation,
    value: Record<string, unknown>,
    type: GraphQLInputObjectType,
    path: string,
  ): void => {
    for (const [name, fieldValue] of Object.entries(value)) {
      const field = type.getFields()[name];
      if (field === undefined) continue;
      const named = getNamedType(field.type);
      const renamed = FIELD_RENAMES[type.name]?.[name];
      if (isLeafType(named)) {
        if (renamed !== null) target.fields.set(renamed ?? name, fieldValue);
      } else if (
        isInputObjectType(named) &&
        isRecord(fieldValue) &&
        target.type !== null &&
        entityOfGraphqlType(named.name) === target.type &&
        !('id' in fieldValue) &&
        !('refId' in fieldValue)
      ) {
        fill(target, fieldValue, named, `${path}.${name}`);
      } else {
        input(fieldValue, field.type, `${path}.${name}`, {observation: target, field: name});
      }
    }
  };

  /** Each equality of a filter is a condition on one record of the filter's type. */
  const filter = (value: Record<string, unknown>, type: GraphQLInputObjectType, path: string): void => {
    const entity = entityOfGraphqlType(type.name.replace(/FilterInput$/, ''));
    for (const [name, condition] of Object.entries(value)) {
      const field = type.getFields()[name];
      if (field === undefined || (!isRecord(condition) && !Array.isArray(condition))) continue;
      if (name === 'and' || name === 'or') {
        (condition as unknown[]).forEach((item, index) => {
          if (isRecord(item)) filter(item, type, `${path}.${name}[${index}]`);
        });
        continue;
      }
      const named = getNamedType(field.type);
      if (!isInputObjectType(named) || !isRecord(condition)) continue;
      if (named.name.endsWith('OperationFilterInput')) {
        const values = [condition.eq, ...(Array.isArray(condition.in) ? (condition.in as unknown[]) : [])].filter(
          (item) => item !== undefined && item !== null,
        );
        for (const item of values) {
          const single = observation(entity, `${where} ${path}.${name}`, undefined, true);
          single.fields.set(name, item);
          found.push(single);
        }
      } else if (named.name.startsWith('ListFilterInputTypeOf')) {
        const element = named.getFields().some?.type;
        const elementType = element === undefined ? undefined : getNamedType(element);
        for (const quantifier of ['some', 'all', 'none', 'any']) {
          const inner = condition[quantifier];
          if (isRecord(inner) && elementType !== undefined && isInputObjectType(elementType))
            filter(inner, elementType, `${path}.${name}.${quantifier}`);
        }
      } else {
        filter(condition, named, `${path}.${name}`);
      }
    }
  };

  const walk = (type: GraphQLNamedType, selection: SelectionSetNode, path: string) => {
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD) continue;
      const field = type.getFields()[node.name.value];
      if (field === undefined) continue;
      const returned = getNamedType(field.type);
      const scalarArguments = observation(
        isLeafType(returned) ? entityOfFieldName(field.name) : entityOfGraphqlType(returned.name),
        `${where} ${path}.${field.name}`,
      );
      for (const argument of node.arguments ?? []) {
        const definition = field.args.find((candidate) => candidate.name === argument.name.value);
        if (definition === undefined || ['skip', 'take', 'order'].includes(definition.name)) continue;
        const value: unknown = valueFromAST(argument.value, definition.type, variables);
        if (value === undefined) continue;
        const named = getNamedType(definition.type);
        if (isLeafType(named)) scalarArguments.fields.set(definition.name, value);
        else input(value, definition.type, `${path}.${field.name}(${definition.name})`);
      }
      if (scalarArguments.fields.size > 0) found.push(scalarArguments);
      if (node.selectionSet !== undefined) walk(returned, node.selectionSet, `${path}.${field.name}`);
    }
  };
  walk(root, operation.selectionSet, 'variáveis');
  return found;
}

/** Objects of JSON with no schema to type them: only the generic rules apply. */
export function untypedObservations(value: unknown, where: string, path = ''): Observation[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => untypedObservations(item, where, `${path}[${index}]`));
  if (!isRecord(value)) return [];
  const here = observation(null, `${where} ${path || '.'}`);
  const nested: Observation[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (isScalarOrScalars(item)) here.fields.set(name, item);
    else nested.push(...untypedObservations(item, where, `${path}.${name}`));
  }
  return [here, ...nested];
}

const WEBHOOK_DATA: Readonly<Record<string, EntityType>> = {
  billing: 'Billing',
  paymentPlan: 'PaymentPlan',
  enrollment: 'Enrollment',
  document: 'DigitalAcceptanceDocument',
  agreement: 'Agreement',
  paymentLink: 'PaymentLink',
};

/** Sub-objects of a boleto in a webhook body whose fields are the boleto's own (`Billing` has them flat). */
const BILLING_PARTS = new Set(['payment', 'cancellation', 'refund', 'reissue']);

export const isWebhookBody = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  typeof value.type === 'string' &&
  (WEBHOOK_EVENTS as readonly string[]).includes(value.type) &&
  isRecord(value.data);

/** The event, its record and the records in `data` of a webhook body. */
export function webhookObservations(body: Record<string, unknown>, where: string): Observation[] {
  const envelope = observation('WebHookEventV2', `${where} .`);
  for (const [name, value] of Object.entries(body)) if (name !== 'data') envelope.fields.set(name, value);
  const found: Observation[] = [envelope];
  const data = body.data as Record<string, unknown>;

  const entity = (
    type: EntityType,
    value: unknown,
    path: string,
    parent?: Observation['parent'],
  ): Observation | undefined => {
    if (!isRecord(value)) return undefined;
    const target = observation(type, `${where} ${path}`, parent);
    found.push(target);
    for (const [name, item] of Object.entries(value)) {
      if (isScalarOrScalars(item)) {
        target.fields.set(name, item);
      } else if (type === 'Billing' && BILLING_PARTS.has(name) && isRecord(item)) {
        for (const [part, partValue] of Object.entries(item)) {
          if (part === 'manualPayment' && isRecord(partValue)) {
            target.fields.set('reasonForManualPaymentId', partValue.reasonForManualPaymentId);
            target.fields.set('manualPaymentDescription', partValue.description);
            // The body names the reason's description `reason`.
            const reason = observation('ReasonForManualPayment', `${where} ${path}.${name}.${part}`);
            reason.fields.set('id', partValue.reasonForManualPaymentId);
            reason.fields.set('description', partValue.reason);
            found.push(reason);
          } else if (isScalarOrScalars(partValue)) {
            target.fields.set(part, partValue);
          }
        }
      } else if (Array.isArray(item)) {
        item.forEach((element, index) =>
          entity('Billing', element, `${path}.${name}[${index}]`, {observation: target, field: name}),
        );
      }
    }
    return target;
  };

  for (const [name, value] of Object.entries(data)) {
    const path = `.data.${name}`;
    const type = WEBHOOK_DATA[name];
    if (type !== undefined) {
      const target = entity(type, value, path);
      // The record in data is the event's object.
      if (target !== undefined && target.fields.get('refId') !== body.objectId) {
        problemsOfWebhook.set(target, `${path}.refId difere de objectId (${String(body.objectId)})`);
      }
    } else if (name === 'creation' && isRecord(value)) {
      // The plan in which the boletos were created, and the boletos.
      const plan = observation('PaymentPlan', `${where} ${path}`);
      plan.fields.set('id', value.paymentPlanId);
      plan.fields.set('refId', value.paymentPlanRefId);
      found.push(plan);
      if (Array.isArray(value.billings)) {
        value.billings.forEach((element, index) =>
          entity('Billing', element, `${path}.billings[${index}]`, {observation: plan, field: 'billings'}),
        );
      }
    } else if (name === 'previousValues' && isRecord(value)) {
      // Earlier values of the boleto of the event.
      const billing = observation('Billing', `${where} ${path}`);
      billing.fields.set('refId', body.objectId);
      for (const [field, previous] of Object.entries(value)) billing.fields.set(field, previous);
      found.push(billing);
    }
  }
  return found;
}

/** Problems found while reading webhook bodies, reported with the observation. */
const problemsOfWebhook = new WeakMap<Observation, string>();

// ---------------------------------------------------------------------------------------------
// Checking observations
// ---------------------------------------------------------------------------------------------

const show = (value: unknown) => JSON.stringify(value);

/** Fields the API shows masked. */
const SECRET_FIELDS = new Set(['authValue']);

const equal = (a: unknown, b: unknown) => key(a) === key(b);

/** Singular of a list field, as the world names its ids (billings → billing, academicClasses → academicClass). */
function singular(field: string): string {
  if (field.endsWith('ies')) return `${field.slice(0, -3)}y`;
  if (field.endsWith('sses')) return field.slice(0, -2);
  return field.endsWith('s') ? field.slice(0, -1) : field;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export class WorldChecker {
  private readonly identified = new Map<Observation, WorldRecord>();

  constructor(readonly world: WorldIndex) {}

  /**
   * Every problem of a set of observations (parents before children). `identifiers: false` is for
   * the reference's templates, whose identifiers are generic placeholders (42, GENERIC_UUID).
   */
  check(observations: readonly Observation[], {identifiers = true} = {}): string[] {
    const problems: string[] = [];
    for (const item of observations) {
      const pending = problemsOfWebhook.get(item);
      if (pending !== undefined) problems.push(`${item.where}: ${pending}`);
      problems.push(
        ...this.generic(item),
        ...(identifiers ? [...this.references(item), ...this.acceptance(item)] : []),
      );
      if (item.type === null) continue;
      const record = this.identify(item, problems);
      if (record === undefined || item.condition === true) continue;
      problems.push(...this.compare(item, record));
      problems.push(...this.relation(item, record));
    }
    return problems;
  }

  /** The world record an observation was identified as by the last check(). */
  recordOf(item: Observation): WorldRecord | undefined {
    return this.identified.get(item);
  }

  /**
   * An acceptance registered for a signatory (`signatoryId` with `ipAddress`) is the world's: the
   * same IP in every example, on the signatory's own document.
   */
  private acceptance(item: Observation): string[] {
    const signatoryId = item.fields.get('signatoryId');
    if (!item.fields.has('ipAddress') || signatoryId === undefined) return [];
    const signatory = this.world.resolve('DigitalAcceptanceSignatory', signatoryId);
    if (signatory === undefined) return [];
    const problems: string[] = [];
    const ip = item.fields.get('ipAddress');
    if (ip !== signatory.fields.ipAddress)
      problems.push(
        `${item.where}: o aceite de ${this.world.describe(signatory)} foi registrado com ipAddress ${show(signatory.fields.ipAddress)}, não ${show(ip)}`,
      );
    const document =
      item.type === 'DigitalAcceptanceDocument' ? (item.fields.get('id') ?? item.fields.get('refId')) : undefined;
    const own = this.world.resolve('DigitalAcceptanceDocument', signatory.fields.documentId);
    if (document !== undefined && own !== undefined && document !== own.fields.id && document !== own.fields.refId)
      problems.push(`${item.where}: ${this.world.describe(signatory)} é signatário de ${this.world.describe(own)}`);
    return problems;
  }

  private identify(item: Observation, problems: string[]): WorldRecord | undefined {
    const type = item.type as EntityType;
    let candidates: WorldRecord[] | undefined;
    const keys: string[] = [];
    for (const [field, value] of item.fields) {
      if (value === null || value === undefined || !this.world.hasKey(type, field)) continue;
      if (field === 'id' && typeof value !== 'number') continue;
      const matches = this.world.find(type, field, value);
      if (matches.length === 0) {
        problems.push(`${item.where}: ${type} com ${field} ${show(value)} não existe no mundo de exemplo`);
        return undefined;
      }
      keys.push(`${field} ${show(value)}`);
      const previous = candidates;
      candidates = previous === undefined ? matches : previous.filter((record) => matches.includes(record));
      if (candidates.length === 0) {
        problems.push(`${item.where}: ${keys.join(' e ')} são de registros diferentes de ${type} no mundo de exemplo`);
        return undefined;
      }
    }
    // Keys shared by two records (a removed duplicate has the name of the one it copied, two webhooks
    // the same URL): the other fields say which one the example shows, and one of them must fit.
    if (candidates !== undefined && candidates.length > 1) {
      const fitting = candidates.filter((candidate) => this.compare(item, candidate).length === 0);
      if (fitting.length === 0) {
        const first = candidates[0] as WorldRecord;
        problems.push(
          ...this.compare(item, first).map((problem) => `${problem} (nem outro registro com ${keys.join(' e ')})`),
        );
        return undefined;
      }
      candidates = fitting;
    }
    let record = candidates?.length === 1 ? candidates[0] : undefined;
    // A nested object without keys is the one its parent points to.
    if (record === undefined && candidates === undefined) record = this.fromParent(item);
    if (record !== undefined) this.identified.set(item, record);
    return record;
  }

  /** The record a parent's field points to (`contract` → contractId, `financialOwner` → financialOwnerId). */
  private fromParent(item: Observation): WorldRecord | undefined {
    const parent = item.parent === undefined ? undefined : this.identified.get(item.parent.observation);
    if (parent === undefined || item.parent === undefined || item.type === null) return undefined;
    const id = parent.fields[`${item.parent.field}Id`];
    return typeof id === 'number' ? this.world.resolve(item.type, id) : undefined;
  }

  private compare(item: Observation, record: WorldRecord): string[] {
    const problems: string[] = [];
    for (const [field, value] of item.fields) {
      let allowed = this.world.allowed(record, field);
      const previous = /^previous([A-Z]\w*)$/.exec(field);
      if (allowed === undefined && previous !== null) {
        const current = this.world.allowed(record, lowerFirst(previous[1] ?? ''));
        allowed = current === undefined ? undefined : [null, ...current];
      }
      // The API never shows a secret: it answers with maskedSecret of it.
      if (allowed !== undefined && SECRET_FIELDS.has(field)) {
        allowed = [
          ...allowed,
          ...allowed.map((secret) => (typeof secret === 'string' ? maskedSecret(secret) : secret)),
        ];
      }
      if (allowed === undefined || allowed.some((candidate) => equal(candidate, value))) continue;
      problems.push(
        `${item.where}: ${this.world.describe(record)} tem ${field} ${show(allowed[0])}` +
          `${allowed.length > 1 ? ` (ou ${allowed.slice(1).map(show).join(', ')})` : ''}, não ${show(value)}`,
      );
    }
    return problems;
  }

  private references(item: Observation): string[] {
    const problems: string[] = [];
    for (const [field, value] of item.fields) {
      const target = this.world.referenceOf(field);
      if (target === undefined) continue;
      if (target === 'unknown') {
        problems.push(
          `${item.where}: ${field} não aponta para nenhum tipo do mundo de exemplo (acrescente-o em world-check.ts)`,
        );
        continue;
      }
      for (const reference of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (reference === null || reference === undefined || reference === GENERIC_UUID) continue;
        if (this.world.resolve(target, reference) === undefined) {
          problems.push(`${item.where}: ${field} ${show(reference)} não é ${target} do mundo de exemplo`);
        }
      }
    }
    // The record an error says already exists: its type depends on the error, its id must be the world's.
    const existing = item.fields.get('existingId');
    if (existing !== undefined && !this.world.records.some((record) => record.fields.id === existing)) {
      problems.push(`${item.where}: existingId ${show(existing)} não é id de um registro do mundo de exemplo`);
    }
    if (item.fields.has('objectId')) {
      const objectId = item.fields.get('objectId');
      if (typeof objectId !== 'string' || !this.world.byRefId.has(objectId)) {
        problems.push(`${item.where}: objectId ${show(objectId)} não é refId de um registro do mundo de exemplo`);
      }
    }
    return problems;
  }

  /** A nested object is the record its parent points to, and points back to its parent. */
  private relation(item: Observation, record: WorldRecord): string[] {
    if (item.parent === undefined) return [];
    const parent = this.identified.get(item.parent.observation);
    if (parent === undefined) return [];
    const field = item.parent.field;
    const id = record.fields.id;
    const problems: string[] = [];
    const single = this.world.allowed(parent, `${field}Id`);
    const many = this.world.allowed(parent, `${singular(field)}Ids`);
    if (single !== undefined && !single.includes(id)) {
      problems.push(`${item.where}: ${this.world.describe(parent)} tem ${field}Id ${show(single[0])}, não ${show(id)}`);
    }
    if (many !== undefined && !many.some((list) => Array.isArray(list) && list.includes(id))) {
      problems.push(`${item.where}: ${this.world.describe(parent)} não tem ${show(id)} em ${singular(field)}Ids`);
    }
    const back = this.world.allowed(record, `${lowerFirst(parent.type)}Id`);
    if (back !== undefined && !back.includes(parent.fields.id)) {
      problems.push(
        `${item.where}: ${this.world.describe(record)} pertence a ${parent.type} ${show(back[0])}, não a ${show(parent.fields.id)}`,
      );
    }
    return problems;
  }

  /** Rules for any object: CPF, CNPJ, e-mail and UUID values must be the world's. */
  private generic(item: Observation): string[] {
    const problems: string[] = [];
    for (const [field, value] of item.fields) {
      for (const scalar of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (typeof scalar !== 'string') continue;
        if (/cpf/i.test(field) && !this.world.cpfs.has(scalar.replace(/\D/g, ''))) {
          problems.push(`${item.where}: ${field} ${show(scalar)} não é CPF de uma pessoa do mundo de exemplo`);
        }
        if (/cnpj/i.test(field) && !this.world.cnpjs.has(scalar.replace(/\D/g, ''))) {
          problems.push(`${item.where}: ${field} ${show(scalar)} não é CNPJ de uma escola do mundo de exemplo`);
        }
      }
    }
    return problems;
  }
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/** Line (1-based) of a character offset. */
const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** UUIDs, e-mails and formatted CPFs/CNPJs anywhere in a text: each must be the world's. */
export function tokenProblems(world: WorldIndex, file: string, source: string): string[] {
  const problems: string[] = [];
  const each = (pattern: RegExp, accept: (value: string) => boolean, what: string) => {
    for (const match of source.matchAll(pattern)) {
      if (!accept(match[0]))
        problems.push(`${file}:${lineOf(source, match.index)}: ${what} ${match[0]} não é do mundo de exemplo`);
    }
  };
  each(UUID_GLOBAL, (value) => world.uuids.has(value.toLowerCase()), 'UUID');
  each(EMAIL_GLOBAL, (value) => world.emails.has(value), 'e-mail');
  each(CPF_FORMATTED, (value) => world.cpfs.has(value.replace(/\D/g, '')), 'CPF');
  each(CNPJ_FORMATTED, (value) => world.cnpjs.has(value.replace(/\D/g, '')), 'CNPJ');
  return problems;
}

/** "1.250,90" → 1250.9. */
const reais = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** The page without front matter, code blocks and inline code, with the line numbers kept. */
function proseOf(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/(`{3,}|~{3,})[\s\S]*?\1/g, blank)
    .replace(/`[^`\n]*`/g, blank);
}

const AMOUNT = /R\$\s?(\d{1,3}(?:\.\d{3})*,\d{2})/g;

/** Every amount in reais of the prose is an amount of the world. */
export function amountProblems(world: WorldIndex, file: string, source: string): string[] {
  const prose = proseOf(source);
  const problems: string[] = [];
  for (const match of prose.matchAll(AMOUNT)) {
    const value = reais(match[1] ?? '');
    if (!world.amounts.has(value))
      problems.push(`${file}:${lineOf(prose, match.index)}: R$ ${match[1] ?? ''} não é valor do mundo de exemplo`);
  }
  return problems;
}

/** The names a table row may use for a record (name, description, title). */
function labelsOf(record: WorldRecord): string[] {
  return ['name', 'description', 'title'].flatMap((field) => {
    const value = record.fields[field];
    return typeof value === 'string' && value.length >= 8 ? [value] : [];
  });
}

/** Every number and date of a record, its history and its instalments. */
function figuresOf(raw: unknown, figures = {numbers: new Set<number>(), dates: new Set<string>()}): typeof figures {
  if (Array.isArray(raw)) for (const item of raw) figuresOf(item, figures);
  else if (isRecord(raw)) for (const value of Object.values(raw)) figuresOf(value, figures);
  else if (typeof raw === 'number') figures.numbers.add(raw);
  else if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw)) figures.dates.add(raw.slice(0, 10));
  return figures;
}

/** Rows of Markdown tables that name a world record show only that record's amounts, dates and instalment counts. */
export function tableProblems(
  world: WorldIndex,
  file: string,
  source: string,
  raw: Readonly<Record<string, readonly object[]>> = WORLD,
): string[] {
  const labelled = Object.values(raw).flatMap((list) =>
    list.flatMap((item) => {
      const record = flatten('Company', item as Record<string, unknown>);
      return labelsOf(record).map((label) => ({label, item}));
    }),
  );
  const problems: string[] = [];
  const prose = proseOf(source);
  prose.split('\n').forEach((line, index) => {
    if (!/^\s*\|.*\|\s*$/.test(line) || /^\s*\|[\s:|-]+\|\s*$/.test(line)) return;
    const named = labelled.filter(({label}) => line.includes(label));
    if (named.length === 0) return;
    const figures = figuresOf(named.map(({item}) => item));
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(AMOUNT)) {
      if (!figures.numbers.has(reais(match[1] ?? '')))
        problems.push(`${where}: R$ ${match[1] ?? ''} não é valor de ${named.map(({label}) => label).join(', ')}`);
    }
    for (const match of line.matchAll(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g)) {
      const date = `${match[3] ?? ''}-${match[2] ?? ''}-${match[1] ?? ''}`;
      if (!figures.dates.has(date))
        problems.push(`${where}: ${match[0]} não é data de ${named.map(({label}) => label).join(', ')}`);
    }
    for (const match of line.matchAll(/\b(\d+)\s+parcelas\b/g)) {
      if (!figures.numbers.has(Number(match[1])))
        problems.push(
          `${where}: ${match[0]} não é quantidade de parcelas de ${named.map(({label}) => label).join(', ')}`,
        );
    }
  });
  return problems;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  duas: 2,
  dois: 2,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
};
const INSTALMENTS =
  /(?<![\p{L}\d])(\d+|duas|dois|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)\s+(?:parcelas|vezes|boletos)(?:\s+mensais)?\s+de\s+R\$\s?(\d{1,3}(?:\.\d{3})*,\d{2})/gu;

/** Count and value of each record's instalments: contracts, enrollments and series say them, plans list them. */
function instalmentPairs(raw: Readonly<Record<string, readonly object[]>>): Set<string> {
  const pairs = new Set<string>();
  for (const item of Object.values(raw).flat() as Record<string, unknown>[]) {
    if (typeof item.installmentQuantity === 'number' && typeof item.installmentValue === 'number')
      pairs.add(`${item.installmentQuantity}|${item.installmentValue}`);
    if (Array.isArray(item.installments)) {
      const values = new Set((item.installments as {value: number}[]).map((installment) => installment.value));
      if (values.size === 1) pairs.add(`${item.installments.length}|${[...values][0] ?? ''}`);
    }
  }
  return pairs;
}

/** "12 parcelas de R$ 1.250,90" in prose: the count and the value of one record's instalments, so the total is the world's. */
export function instalmentProblems(
  file: string,
  source: string,
  raw: Readonly<Record<string, readonly object[]>> = WORLD,
): string[] {
  const pairs = instalmentPairs(raw);
  const prose = proseOf(source);
  return [...prose.matchAll(INSTALMENTS)].flatMap((match) => {
    const count = NUMBER_WORDS[match[1] ?? ''] ?? Number(match[1]);
    const value = reais(match[2] ?? '');
    return pairs.has(`${count}|${value}`)
      ? []
      : [
          `${file}:${lineOf(prose, match.index)}: «${match[0]}» não são as parcelas de nenhum registro do mundo de exemplo`,
        ];
  });
}

const DATE_IN_WORDS = new RegExp(`\\b(\\d{1,2})º?\\s+de\\s+(${MONTH_NAMES.join('|')})(?:\\s+de\\s+(\\d{4}))?`, 'g');
const DATE_IN_DIGITS = /\b(\d{2})\/(\d{2})\/(\d{4})\b/g;

/** Every date of the world, as YYYY-MM-DD: its records' dates and the release dates its timeline starts after. */
function worldDates(raw: Readonly<Record<string, readonly object[]>>): Set<string> {
  return new Set([...figuresOf(Object.values(raw)).dates, ...Object.values(RELEASES)]);
}

/**
 * A date the prose names ("5 de dezembro", "10/02/2025") is a date of the world's timeline (a
 * record's or a release's) or the date the page's own example sends (a transfer "a partir de 3 de
 * agosto" with that `startDate`); a date without a year matches that day of any year.
 */
export function proseDateProblems(
  file: string,
  source: string,
  raw: Readonly<Record<string, readonly object[]>> = WORLD,
): string[] {
  const sent = [...source.matchAll(/"(\d{4}-\d{2}-\d{2})T/g)].map((match) => match[1] ?? '');
  const dates = [...worldDates(raw), ...sent];
  const prose = proseOf(source);
  const pad = (value: string | undefined) => (value ?? '').padStart(2, '0');
  const found = [
    ...[...prose.matchAll(DATE_IN_WORDS)].map((match) => ({
      match,
      day: pad(match[1]),
      month: pad(String(MONTH_NAMES.indexOf(match[2] ?? '') + 1)),
      year: match[3],
    })),
    ...[...prose.matchAll(DATE_IN_DIGITS)].map((match) => ({
      match,
      day: match[1] ?? '',
      month: match[2] ?? '',
      year: match[3],
    })),
  ];
  return found.flatMap(({match, day, month, year}) =>
    dates.some((date) => date.slice(5) === `${month}-${day}` && (year === undefined || date.startsWith(year)))
      ? []
      : [`${file}:${lineOf(prose, match.index)}: «${match[0]}» não é data do mundo de exemplo`],
  );
}

/** Fields that say when something happened: an example runs at or after every one it shows or filters on. */
const EVENT_DATES = new Set([
  'creationDate',
  'lastUpdateDate',
  'sentDate',
  'lastSentDate',
  'acceptanceDate',
  'completedDate',
  'paymentDate',
  'eventDate',
]);

/** The latest event date of a parsed example (values, and the bounds of filters on event dates). */
export function latestEventDate(value: unknown, field = ''): string | undefined {
  const dates: string[] = [];
  const visit = (item: unknown, name: string): void => {
    if (Array.isArray(item)) for (const element of item) visit(element, name);
    else if (isRecord(item)) {
      for (const [key, inner] of Object.entries(item)) {
        // A filter's bound on an event date ({lastSentDate: {lte: ...}}) is a date of the same field.
        visit(inner, EVENT_DATES.has(name) && ['eq', 'lte', 'lt', 'gte', 'gt'].includes(key) ? name : key);
      }
    } else if (typeof item === 'string' && EVENT_DATES.has(name) && /^\d{4}-\d{2}-\d{2}/.test(item)) dates.push(item);
  };
  visit(value, field);
  return dates.sort().at(-1);
}

/** When a record entered its current status: the status field and, by status, the field with that date. */
const STATUS_SINCE: Readonly<Partial<Record<EntityType, {status: string; since: Readonly<Record<string, string>>}>>> = {
  DigitalAcceptanceSignatory: {status: 'acceptanceStatus', since: {ACCEPTED: 'acceptanceDate'}},
  DigitalAcceptanceDocument: {status: 'status', since: {ACCEPTED: 'completedDate', SENT: 'sentDate'}},
  Billing: {status: 'billingStatus', since: {PAID: 'paymentDate', REFUNDED: 'refundDate'}},
  BillingUpdate: {status: 'status', since: {SENT: 'sentDate', CONFIRMED: 'confirmationDate'}},
  Agreement: {status: 'status', since: {BROKEN: 'breachDate'}},
};

/**
 * A status an example shows for a record is the one the record had at the example's moment: an
 * earlier status (one of `was`) is wrong once the record's current status had begun.
 */
export function timelineProblems(
  checker: WorldChecker,
  observations: readonly Observation[],
  moment: string,
): string[] {
  return observations.flatMap((item) => {
    const record = checker.recordOf(item);
    const rule = record === undefined ? undefined : STATUS_SINCE[record.type];
    if (record === undefined || rule === undefined || !item.fields.has(rule.status)) return [];
    const shown = item.fields.get(rule.status);
    const current = record.fields[rule.status];
    const sinceField = typeof current === 'string' ? rule.since[current] : undefined;
    const since = sinceField === undefined ? undefined : record.fields[sinceField];
    if (shown === current || typeof since !== 'string' || moment < since) return [];
    return [
      `${item.where}: o exemplo é de ${moment}, e ${checker.world.describe(record)} já era ${String(current)} desde ${since}, não ${show(shown)}`,
    ];
  });
}

/** Connections without a next page count exactly the items they return (after `skip`). */
function totalProblems(response: unknown, variables: unknown, where: string): string[] {
  const skip = isRecord(variables) && typeof variables.skip === 'number' ? variables.skip : 0;
  const problems: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value))
      value.forEach((item, index) => {
        visit(item, `${path}[${index}]`);
      });
    if (!isRecord(value)) return;
    const {totalCount, items, pageInfo} = value;
    if (typeof totalCount === 'number' && Array.isArray(items) && isRecord(pageInfo)) {
      const seen = skip + items.length;
      if (pageInfo.hasNextPage === false && totalCount !== seen)
        problems.push(`${where} ${path}: totalCount ${totalCount}, mas a página sem próxima termina no item ${seen}`);
      if (pageInfo.hasNextPage === true && totalCount <= seen)
        problems.push(`${where} ${path}: totalCount ${totalCount} com próxima página depois do item ${seen}`);
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
  };
  visit(response, '');
  return problems;
}

function parseJson(block: CodeBlock): unknown {
  try {
    return JSON.parse(block.code) as unknown;
  } catch {
    return undefined;
  }
}

function parseDocument(block: CodeBlock): DocumentNode | undefined {
  try {
    return parse(block.code);
  } catch {
    return undefined;
  }
}

/** Every problem of a Markdown page: its examples, its tokens, its amounts and its tables. */
export function pageProblems(schema: GraphQLSchema, checker: WorldChecker, file: string, source: string): string[] {
  const blocks = codeBlocks(file, source);
  const observations: Observation[] = [];
  const paired = new Set<CodeBlock>();
  const at = (block: CodeBlock) => `${file}:${block.line}`;
  const timeline: string[] = [];
  const pending: {observations: Observation[]; moment: string | undefined}[] = [];
  for (const example of guideExamples(blocks)) {
    const document = parseDocument(example.operation);
    if (document === undefined) continue;
    const own: Observation[] = [];
    let variables: unknown;
    if (example.variables !== undefined) {
      paired.add(example.variables);
      variables = parseJson(example.variables);
      if (isRecord(variables)) own.push(...argumentObservations(schema, document, variables, at(example.variables)));
    } else {
      own.push(...argumentObservations(schema, document, {}, at(example.operation)));
    }
    let response: unknown;
    if (example.response !== undefined) {
      paired.add(example.response);
      response = parseJson(example.response);
      own.push(...responseObservations(schema, document, response, at(example.response)));
      timeline.push(...totalProblems(response, variables, at(example.response)));
    }
    observations.push(...own);
    pending.push({
      observations: own,
      moment: [latestEventDate(variables), latestEventDate(response)]
        .filter((d) => d !== undefined)
        .sort()
        .at(-1),
    });
  }
  // graphql-ws messages: a subscribe carries an operation and its variables, a next its result.
  const subscriptions = new Map<unknown, DocumentNode>();
  for (const block of blocks) {
    if (block.lang !== 'json' || paired.has(block)) continue;
    const value = parseJson(block);
    const payload = isRecord(value) ? value.payload : undefined;
    if (isRecord(value) && value.type === 'subscribe' && isRecord(payload) && typeof payload.query === 'string') {
      const document = parse(payload.query);
      subscriptions.set(value.id, document);
      const variables = isRecord(payload.variables) ? payload.variables : {};
      observations.push(...argumentObservations(schema, document, variables, at(block)));
    } else if (isRecord(value) && value.type === 'next' && subscriptions.has(value.id)) {
      observations.push(
        ...responseObservations(schema, subscriptions.get(value.id) as DocumentNode, payload, at(block)),
      );
    } else if (isWebhookBody(value)) {
      // A webhook body shows its records as they were at the event.
      const own = webhookObservations(value, at(block));
      observations.push(...own);
      pending.push({observations: own, moment: latestEventDate(value)});
    } else {
      observations.push(...untypedObservations(value, at(block)));
    }
  }
  const checked = checker.check(observations);
  for (const {observations: own, moment} of pending)
    if (moment !== undefined) timeline.push(...timelineProblems(checker, own, moment));
  return [
    ...checked,
    ...timeline,
    ...instalmentProblems(file, source),
    ...proseDateProblems(file, source),
    ...tokenProblems(checker.world, file, source),
    ...amountProblems(checker.world, file, source),
    ...tableProblems(checker.world, file, source),
  ];
}
