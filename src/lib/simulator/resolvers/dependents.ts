/** Dependents: included, switched on and off and removed as the model's dependent machine says. */
import {dependentMachine, enrollmentStatusMachine, financialOwnerMachine} from '../../../data/model';
import {creation, fieldsOf, refuseOrMove, stateOf} from '../machine';
import {invalidReference, refusal, ruleRefusal} from '../refusal';
import {omit, target} from './target';
import {dataOf, type RootResolver} from './types';

export const dependentResolvers: Record<string, RootResolver> = {
  addDependent: (args, engine, session) => {
    const data = dataOf(args);
    const store = engine.store;
    if (data.id !== undefined && data.id !== null)
      throw refusal(
        'INVALID_FIELD_VALUE',
        'addDependent não recebe id: ele só vincula um aluno existente dentro de addFinancialOwner.',
        {
          field: 'id',
        },
      );
    const cpf = typeof data.cpf === 'string' ? data.cpf : null;
    if (cpf !== null && store.all('Dependent').some((dependent) => dependent.cpf === cpf && dependent.deleted !== true))
      throw ruleRefusal(dependentMachine, 'addDependent', 'DUPLICATE_ENTITY', {field: 'cpf'});
    const ownerIds = [
      ...((data.financialOwnerIds as number[] | null | undefined) ?? []).map((id) => ({
        field: 'financialOwnerIds',
        owner: store.byId('FinancialOwner', id),
      })),
      ...((data.financialOwnerRefIds as string[] | null | undefined) ?? []).map((refId) => ({
        field: 'financialOwnerRefIds',
        owner: store.byRefId('FinancialOwner', refId),
      })),
    ];
    for (const {field, owner} of ownerIds) {
      if (owner === undefined || owner.deleted === true) throw invalidReference(field);
      if (stateOf(financialOwnerMachine, owner) === 'INACTIVE')
        throw ruleRefusal(dependentMachine, 'addDependent', 'ENTITY_INACTIVE', {field});
    }
    if (data.academicClassId !== undefined && data.academicClassId !== null) {
      const academicClass = store.byId('AcademicClass', data.academicClassId);
      if (academicClass === undefined || academicClass.deleted === true) throw invalidReference('academicClassId');
      const seated = store
        .all('Dependent')
        .filter((dependent) => dependent.academicClassId === academicClass.id && dependent.deleted !== true);
      if (typeof academicClass.enrollmentLimit === 'number' && seated.length >= academicClass.enrollmentLimit)
        throw ruleRefusal(dependentMachine, 'addDependent', 'ENROLLMENT_LIMIT_REACHED', {field: 'academicClassId'});
    }
    const created = creation(dependentMachine, {kind: 'mutation', operation: 'addDependent'});
    const dependent = store.insert('Dependent', {
      ...omit(data, ['id']),
      cpf,
      companyId: typeof data.companyId === 'number' ? data.companyId : session.companyId,
      financialOwnerIds: ownerIds.map(({owner}) => owner?.id),
      academicClassId: data.academicClassId ?? null,
      creationDate: engine.clock.iso(),
      lastUpdateDate: null,
      ...fieldsOf(dependentMachine, created.to),
    });
    return {__typename: 'AddDependentResult', id: dependent.refId, name: dependent.name};
  },

  removeDependent: (args, engine) => {
    const dependent = target(engine.store, 'Dependent', dataOf(args));
    const busy = engine.store
      .all('Enrollment')
      .some(
        (enrollment) =>
          enrollment.dependentId === dependent.id && stateOf(enrollmentStatusMachine, enrollment) !== 'CANCELED',
      );
    if (busy && dependent.deleted !== true)
      throw ruleRefusal(dependentMachine, 'removeDependent', 'ENTITY_IN_USE', {blockedBy: 'Enrollment'});
    refuseOrMove(dependentMachine, dependent, 'removeDependent');
    dependent.lastUpdateDate = engine.clock.iso();
    return true;
  },

  switchDependentActivation: (args, engine) => {
    const data = dataOf(args);
    const dependent = target(engine.store, 'Dependent', data);
    const wanted = typeof data.active === 'boolean' ? (data.active ? 'ACTIVE' : 'INACTIVE') : undefined;
    if (wanted !== undefined && stateOf(dependentMachine, dependent) === wanted) return dependent;
    refuseOrMove(dependentMachine, dependent, 'switchDependentActivation', wanted);
    dependent.lastUpdateDate = engine.clock.iso();
    return dependent;
  },
};
