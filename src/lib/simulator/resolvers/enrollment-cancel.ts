/**
 * cancelEnrollment, as the model's enrollment machines say: `status` and `situation` go to
 * CANCELED (refused, changing nothing, when either does not admit it), and the cascades follow:
 * the pending acceptance document is CANCELED with the signatories that had not answered, the
 * contract's scheduled plan is dropped, the class assignment is undone and, unless
 * `cancelOpenBillings` is false, the open boletos of the enrollment's plans are CANCELED with
 * reason ENROLLMENT_CANCELED. Each move emits the events its transition names.
 */
import type {CancellationReason} from '../../../types/generated/schema';
import {
  classAssignmentMachine,
  contractMachine,
  digitalAcceptanceDocumentMachine,
  digitalAcceptanceSignatoryMachine,
  enrollmentSituationMachine,
  enrollmentStatusMachine,
  refusalCode,
} from '../../../data/model';
import type {Engine} from '../engine';
import {move, refuseOrMove, stateOf} from '../machine';
import {documentOfEvent, enrollmentOfEvent} from '../payloads';
import type {Rec} from '../store';
import {cancelByCascade} from './billings';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/** The reason a boleto canceled with its enrollment carries (the model's cascade names it). */
const ENROLLMENT_CANCELED: CancellationReason = 'ENROLLMENT_CANCELED';

/** The document canceled with its enrollment: its signatories that had not answered, its contract's plan. */
export function cancelDocumentByCascade(engine: Engine, document: Rec): void {
  const moved = move(
    digitalAcceptanceDocumentMachine,
    document,
    {kind: 'cascade', machine: 'enrollmentStatus', to: 'CANCELED'},
    'CANCELED',
  );
  if (moved === undefined) return;
  document.lastUpdateDate = engine.clock.iso();
  for (const signatory of engine.store
    .all('DigitalAcceptanceSignatory')
    .filter((candidate) => candidate.documentId === document.id))
    move(
      digitalAcceptanceSignatoryMachine,
      signatory,
      {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'CANCELED'},
      'CANCELED',
    );
  dropScheduledPlan(engine, document, 'CANCELED');
  for (const event of moved.events)
    engine.emit(event, document.refId, {document: documentOfEvent(document, moved.from)});
}

/** The contract whose plan waited for the document's acceptance gives it up (the document ended unaccepted). */
export function dropScheduledPlan(engine: Engine, document: Rec, documentState: 'CANCELED' | 'EXPIRED'): void {
  const contract =
    engine.store.all('Contract').find((candidate) => candidate.documentId === document.id) ??
    engine.store.byId('Contract', engine.store.byId('Enrollment', document.enrollmentId)?.contractId);
  if (contract === undefined) return;
  move(
    contractMachine,
    contract,
    {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: documentState},
    'PLAN_DROPPED',
  );
}

export const enrollmentCancelResolvers: Record<string, RootResolver> = {
  cancelEnrollment: (args, engine) => {
    const data = dataOf(args);
    const enrollment = target(engine.store, 'Enrollment', data);
    const previousSituation = String(enrollment.situation);
    // Both machines are checked before anything moves: a refusal changes nothing.
    for (const machine of [enrollmentStatusMachine, enrollmentSituationMachine])
      if (refusalCode(machine, 'cancelEnrollment', stateOf(machine, enrollment)) !== null)
        refuseOrMove(machine, enrollment, 'cancelEnrollment');
    const moved = refuseOrMove(enrollmentStatusMachine, enrollment, 'cancelEnrollment');
    refuseOrMove(enrollmentSituationMachine, enrollment, 'cancelEnrollment');
    enrollment.lastUpdateDate = engine.clock.iso();
    for (const event of moved.events)
      engine.emit(event, enrollment.refId, {
        enrollment: enrollmentOfEvent(enrollment, moved.from, previousSituation),
      });

    for (const document of engine.store
      .all('DigitalAcceptanceDocument')
      .filter((candidate) => candidate.enrollmentId === enrollment.id))
      cancelDocumentByCascade(engine, document);

    for (const assignment of engine.store
      .all('ClassAssignment')
      .filter((candidate) => candidate.enrollmentId === enrollment.id))
      move(
        classAssignmentMachine,
        assignment,
        {kind: 'cascade', machine: 'enrollmentSituation', to: 'CANCELED'},
        'CANCELED',
      );

    if (data.cancelOpenBillings !== false) {
      const plans = new Set(
        engine.store
          .all('PaymentPlan')
          .filter((plan) => plan.id === enrollment.paymentPlanId || plan.enrollmentId === enrollment.id)
          .map((plan) => plan.id),
      );
      for (const billing of engine.store.all('Billing').filter((candidate) => plans.has(candidate.paymentPlanId)))
        cancelByCascade(
          engine,
          billing,
          {kind: 'cascade', machine: 'enrollmentStatus', to: 'CANCELED'},
          ENROLLMENT_CANCELED,
        );
    }
    return enrollment;
  },
};
