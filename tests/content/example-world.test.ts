/**
 * One world of example data: every example of the portal agrees with
 * src/data/world/ (world-check.ts says how), and the world agrees with itself: valid
 * CPFs, CNPJs, linhas digitáveis and Pix codes, plans whose instalments add up, references that
 * resolve and one timeline that starts after the release notes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import * as world from '../../src/data/world';
import {dueDateFactor} from '../../src/lib/bank-slip';
import {pixCrc} from '../../src/lib/pix';
import {WEBHOOKS_SPEC} from '../../src/data/webhook-events';
import {buildAllExamples} from '../../src/plugins/api-reference/generator/examples';
import {worldNow} from '../../src/lib/simulator';
import {snapshot} from '../support/snapshot-helpers';
import {listGuides} from '../support/code-blocks';
import {cnpjValid, cpfValid} from '../support/brazilian-documents';
import {
  WorldChecker,
  WorldIndex,
  amountProblems,
  instalmentProblems,
  isWebhookBody,
  latestEventDate,
  pageProblems,
  proseDateProblems,
  tableProblems,
  timelineProblems,
  tokenProblems,
  untypedObservations,
  webhookObservations,
} from '../support/world-check';
import {REPO_ROOT} from '../support/paths';

const ROOT = REPO_ROOT;
const relative = (file: string) => path.relative(ROOT, file);
const PAGES = [
  ...listGuides(path.join(ROOT, 'docs')),
  ...listGuides(path.join(ROOT, 'blog')),
  ...listGuides(path.join(ROOT, 'src/pages')),
];

const index = new WorldIndex(snapshot());
const sandboxIndex = new WorldIndex(snapshot(), world.SANDBOX_WORLD);

/** The `ambiente` of a page's front matter: `sandbox` for a page whose examples run in the sandbox. */
function environmentOf(file: string): unknown {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return (load(block) as {ambiente?: unknown} | undefined)?.ambiente;
}

// The sandbox has its own data (fact ambiente.dados): a page about it is checked against the
// sandbox's records only, every other page against production's only.
const indexOf = (file: string) => (environmentOf(file) === 'sandbox' ? sandboxIndex : index);
const problemsOf = (file: string) =>
  pageProblems(snapshot(), new WorldChecker(indexOf(file)), relative(file), readFileSync(file, 'utf8'));

describe('exemplos das páginas e o mundo de exemplo', () => {
  it.each(PAGES.map((file) => [relative(file), file] as const))(
    '%s usa só entidades do mundo, com os valores do mundo',
    (_name, file) => {
      expect(problemsOf(file)).toEqual([]);
    },
  );
});

describe('eventos de webhook e o mundo de exemplo', () => {
  const source = readFileSync(path.join(ROOT, WEBHOOKS_SPEC), 'utf8');
  const document = load(source) as {
    webhooks: Record<
      string,
      {post: {requestBody: {content: Record<string, {examples?: Record<string, {value: unknown}>}>}}}
    >;
  };
  const examples = Object.entries(document.webhooks).flatMap(([event, item]) =>
    Object.entries(item.post.requestBody.content['application/json']?.examples ?? {}).map(
      ([name, example]) => [`${event}/${name}`, example.value] as const,
    ),
  );

  it.each(examples)('%s usa só entidades do mundo, com os valores do mundo', (name, value) => {
    expect(isWebhookBody(value), `${name}: não é um corpo de evento`).toBe(true);
    if (!isWebhookBody(value)) return;
    const checker = new WorldChecker(index);
    const observations = webhookObservations(value, `${WEBHOOKS_SPEC} ${name}`);
    const problems = checker.check(observations);
    const moment = latestEventDate(value);
    expect([...problems, ...(moment === undefined ? [] : timelineProblems(checker, observations, moment))]).toEqual([]);
  });

  it('o documento só tem UUIDs, e-mails e valores em reais do mundo', () => {
    expect([...tokenProblems(index, WEBHOOKS_SPEC, source), ...amountProblems(index, WEBHOOKS_SPEC, source)]).toEqual(
      [],
    );
  });
});

describe('exemplos da referência e o mundo de exemplo', () => {
  // The reference's examples are templates built from field names: their realistic values (a
  // name, a CPF, an e-mail, a UUID) must come from the world; identifiers stay generic.
  const examples = buildAllExamples(snapshot());
  const names = new Set(
    index.records.flatMap((record) => [record.fields.name].filter((name) => typeof name === 'string')),
  );

  it('toda operação tem exemplo', () => {
    expect(examples.length).toBeGreaterThan(100);
  });

  it('nomes, CPFs, CNPJs, e-mails e UUIDs das variáveis são do mundo', () => {
    const problems = examples.flatMap((example) => {
      const where = `referência ${example.operationName}`;
      const observations = untypedObservations(example.variables, where);
      const badNames = observations.flatMap((observation) =>
        [...observation.fields].flatMap(([field, value]) =>
          /^(name|userName)$/i.test(field) && typeof value === 'string' && !names.has(value)
            ? [`${where}: ${field} ${value} não é do mundo`]
            : [],
        ),
      );
      return [
        ...new WorldChecker(index).check(observations, {identifiers: false}),
        ...tokenProblems(index, where, example.variablesJson),
        ...badNames,
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('o mundo de exemplo é coerente', () => {
  const records = index.records;

  it('CPFs e CNPJs têm dígitos verificadores válidos e não se repetem entre pessoas', () => {
    expect([...index.cpfs].filter((cpf) => !cpfValid(cpf))).toEqual([]);
    expect([...index.cnpjs].filter((cnpj) => !cnpjValid(cnpj))).toEqual([]);
    const people = [...world.financialOwners, ...world.dependents.filter((item) => item.removedAt === undefined)];
    const cpfs = people.flatMap((person) => (person.cpf === null ? [] : [person.cpf]));
    expect(new Set(cpfs).size).toBe(cpfs.length);
    // The validators reject what they must.
    expect(cpfValid('52998224724')).toBe(false);
    expect(cnpjValid('11222333000182')).toBe(false);
  });

  it('ids são únicos em cada tipo e refIds são únicos no mundo', () => {
    const ids = records
      .filter((record) => typeof record.fields.id === 'number')
      .map((record) => `${record.type} ${String(record.fields.id)}`);
    expect(ids.filter((id, position) => ids.indexOf(id) !== position)).toEqual([]);
    const refIds = records.flatMap((record) => (typeof record.fields.refId === 'string' ? [record.fields.refId] : []));
    expect(refIds.filter((refId, position) => refIds.indexOf(refId) !== position)).toEqual([]);
    expect(
      refIds.filter((refId) => !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(refId)),
    ).toEqual([]);
  });

  it('toda referência entre registros aponta para um registro do tipo certo', () => {
    const problems = records.flatMap((record) =>
      Object.entries({
        ...record.fields,
        ...Object.fromEntries(Object.entries(record.was).map(([field, values]) => [field, values.flat()])),
      }).flatMap(([field, value]) => {
        const target = index.referenceOf(field);
        if (target === undefined) return [];
        if (target === 'unknown') return [`${index.describe(record)}: ${field} sem tipo`];
        return (Array.isArray(value) ? value : [value])
          .filter((item) => item !== null && index.resolve(target, item) === undefined)
          .map((item) => `${index.describe(record)}: ${field} ${JSON.stringify(item)} não existe`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('cada plano soma as suas parcelas, e cada parcela tem o seu boleto', () => {
    const problems = world.paymentPlans.flatMap((plan) => {
      const sum =
        Math.round(plan.installments.reduce((total, installment) => total + installment.value * 100, 0)) / 100;
      const own = world.billings.filter(
        (billing) =>
          billing.paymentPlanId === plan.id &&
          billing.parentBillingId === null &&
          billing.replacesBillingId === undefined,
      );
      return [
        ...(plan.totalValue === sum ? [] : [`plano ${plan.id}: totalValue ${plan.totalValue} ≠ ${sum}`]),
        ...(plan.parcelQuantity === plan.installments.length ? [] : [`plano ${plan.id}: parcelQuantity`]),
        ...plan.installments.flatMap((installment) => {
          const issued = own.filter(
            (billing) =>
              [billing.dueDate, ...(world.earlierValues(billing.was).dueDate ?? [])].includes(installment.dueDate) &&
              billing.description.includes('parcela') === billing.description.includes('parcela'),
          );
          const right = issued.find((billing) => billing.value === installment.value);
          const replaced = issued.find(
            (billing) =>
              billing.cancellationReason === 'WRONG_DATA' &&
              world.billings.some(
                (other) => other.replacesBillingId === billing.id && other.value === installment.value,
              ),
          );
          return plan.removedAt !== undefined || right !== undefined || replaced !== undefined
            ? []
            : [`plano ${plan.id}: parcela de ${installment.dueDate} sem boleto de ${installment.value}`];
        }),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('os valores pagos seguem o desconto de pontualidade', () => {
    const problems = world.billings.flatMap((billing) => {
      if (billing.paymentDate === null || billing.amountPaid === null || billing.paymentDate > billing.dueDate)
        return [];
      const discounted = billing.discountUntil !== null && billing.paymentDate <= billing.discountUntil;
      const expected = Math.round((billing.value - (discounted ? (billing.discount ?? 0) : 0)) * 100) / 100;
      return billing.amountPaid === expected
        ? []
        : [`boleto ${billing.id}: pago ${billing.amountPaid}, esperado ${expected}`];
    });
    expect(problems).toEqual([]);
  });

  /** An independent reading of a linha digitável: its check digits, due date factor, value and nosso número. */
  function readDigitableLine(line: string): {valid: boolean; factor: number; cents: number; free: string} {
    const mod10 = (digits: string) => {
      const sum = Array.from(digits)
        .reverse()
        .reduce((total, char, position) => {
          const product = Number(char) * (position % 2 === 0 ? 2 : 1);
          return total + Math.floor(product / 10) + (product % 10);
        }, 0);
      return (10 - (sum % 10)) % 10;
    };
    const fields = [line.slice(0, 9), line.slice(10, 20), line.slice(21, 31)];
    const fieldsValid = fields.every((field, position) => mod10(field) === Number(line[[9, 20, 31][position] ?? 0]));
    const free = line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
    const barcode = line.slice(0, 4) + line.slice(33, 47) + free;
    const weights = Array.from(barcode)
      .reverse()
      .reduce((total, char, position) => total + Number(char) * ((position % 8) + 2), 0);
    const general = 11 - (weights % 11);
    const generalValid = (general === 0 || general > 9 ? 1 : general) === Number(line[32]);
    return {
      valid: /^\d{47}$/.test(line) && fieldsValid && generalValid,
      factor: Number(line.slice(33, 37)),
      cents: Number(line.slice(37, 47)),
      free,
    };
  }

  it('linhas digitáveis são válidas e trazem o banco, o vencimento, o valor e o nosso número do boleto', () => {
    const problems = world.billings.flatMap((billing) => {
      if (billing.digitableLine === null) return [];
      const read = readDigitableLine(billing.digitableLine);
      const expectedFactor = dueDateFactor(billing.dueDate);
      return [
        ...(read.valid ? [] : [`boleto ${billing.id}: dígitos verificadores`]),
        ...(billing.digitableLine.startsWith('3419') ? [] : [`boleto ${billing.id}: banco`]),
        ...(read.factor === expectedFactor ? [] : [`boleto ${billing.id}: fator ${read.factor} ≠ ${expectedFactor}`]),
        ...(read.cents === Math.round(billing.value * 100) ? [] : [`boleto ${billing.id}: valor`]),
        ...(billing.nn !== null && read.free.slice(3, 11) === billing.nn ? [] : [`boleto ${billing.id}: nosso número`]),
      ];
    });
    expect(problems).toEqual([]);
    expect(readDigitableLine('34191090080882151091722468080001310160000125091').valid).toBe(false);
  });

  it('o Pix copia e cola tem o CRC certo e o nome da escola', () => {
    const codes = world.billings.flatMap((billing) => (billing.pixCode === null ? [] : [billing.pixCode]));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(pixCrc(code.slice(0, -4))).toBe(code.slice(-4));
      expect(code).toContain('JACARANDA EDUCACAO LTDA');
    }
  });

  it('os tokens de exemplo são JWTs do usuário de integração que expiram na data informada', () => {
    expect(world.WORLD.UserToken.length).toBeGreaterThan(1);
    for (const issued of world.WORLD.UserToken) {
      const [header = '', payload = '', signature = ''] = issued.accessToken.split('.');
      const decoded = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
      expect(decoded(header)).toEqual({alg: 'HS256', typ: 'JWT'});
      const claims = decoded(payload) as {sub: string; companyId: string; iat: number; exp: number};
      expect(claims.sub).toBe(world.integrationUser.refId);
      expect(claims.companyId).toBe(String(world.integrationUser.companyId));
      expect(claims.exp - claims.iat).toBe(issued.expiresIn);
      expect(new Date(claims.exp * 1000).toISOString()).toBe(issued.expirationDate);
      // The size of an HMAC-SHA256, in base64url.
      expect(Buffer.from(signature, 'base64url')).toHaveLength(32);
    }
  });

  it('contratos e matrículas têm parcelas coerentes e a estrutura acadêmica do ano alvo', () => {
    const problems = world.enrollments.flatMap((enrollment) => {
      const year = world.academicYears.find((item) => item.id === enrollment.academicYearId);
      const klass = world.academicClasses.find((item) => item.id === enrollment.academicClassId);
      const serie = world.academicSeries.find(
        (item) => item.id === (klass?.academicSerieId ?? enrollment.academicSerieId),
      );
      const level = world.academicLevels.find((item) => item.id === serie?.academicLevelId);
      const dependent = world.dependents.find((item) => item.id === enrollment.dependentId);
      // Started, the enrollment has its year only: completeEnrollment gives it the class and the instalments.
      const started = enrollment.status === 'STARTED';
      const placement = [
        enrollment.academicLevelId,
        enrollment.academicSerieId,
        enrollment.academicClassId,
        enrollment.totalInstallmentValue,
        enrollment.installmentQuantity,
        enrollment.installmentValue,
        enrollment.contractId,
        enrollment.paymentPlanId,
      ];
      if (started)
        return [
          ...(year?.year === String(enrollment.targetYear) ? [] : [`matrícula ${enrollment.id}: ano`]),
          ...(placement.every((value) => value === null) ? [] : [`matrícula ${enrollment.id}: iniciada já com turma`]),
          ...(dependent !== undefined && dependent.creationDate <= enrollment.creationDate
            ? []
            : [`matrícula ${enrollment.id}: dependente cadastrado depois`]),
        ];
      return [
        ...(year?.year === String(enrollment.targetYear) ? [] : [`matrícula ${enrollment.id}: ano`]),
        ...(serie?.id === enrollment.academicSerieId &&
        level?.id === enrollment.academicLevelId &&
        level.academicYearId === year?.id
          ? []
          : [`matrícula ${enrollment.id}: turma, série, nível e ano`]),
        ...(dependent !== undefined && dependent.creationDate <= enrollment.creationDate
          ? []
          : [`matrícula ${enrollment.id}: dependente cadastrado depois`]),
        ...(enrollment.installmentValue !== null &&
        enrollment.installmentQuantity !== null &&
        Math.round(enrollment.installmentValue * enrollment.installmentQuantity * 100) / 100 ===
          enrollment.totalInstallmentValue
          ? []
          : [`matrícula ${enrollment.id}: total`]),
      ];
    });
    for (const contract of world.contracts) {
      expect(Math.round(contract.installmentValue * contract.installmentQuantity * 100) / 100).toBe(
        contract.totalInstallmentValue,
      );
      const last = new Date(contract.startDateInstallment);
      last.setUTCMonth(last.getUTCMonth() + contract.installmentQuantity - 1);
      expect(last.toISOString()).toBe(contract.lastDayInstallment);
      expect(contract.startDateInstallment.slice(8, 10)).toBe(String(contract.installmentsMaturity));
      // A contract canceled before its acceptance never got the plan it scheduled.
      if (contract.paymentPlanId === null) continue;
      const plan = world.paymentPlans.find((item) => item.id === contract.paymentPlanId);
      expect(plan?.installments.map((installment) => installment.value)).toEqual(
        Array.from({length: contract.installmentQuantity}, () => contract.installmentValue),
      );
      expect(plan?.installments[0]?.dueDate).toBe(contract.startDateInstallment);
    }
    expect(problems).toEqual([]);
  });

  it('o aceite termina com a última assinatura e o plano do contrato nasce no aceite, no mesmo momento', () => {
    for (const document of world.digitalAcceptanceDocuments.filter((item) => item.status === 'ACCEPTED')) {
      const dates = world.digitalAcceptanceSignatories
        .filter((item) => item.documentId === document.id)
        .map((item) => item.acceptanceDate ?? '');
      expect(dates.every((date) => date !== '')).toBe(true);
      expect(dates.sort().at(-1)).toBe(document.completedDate);
      const contract = world.contracts.find((item) => item.documentId === document.id);
      const plan = world.paymentPlans.find((item) => item.id === contract?.paymentPlanId);
      // Generated by the last acceptance, in the same call (src/lib/simulator/resolvers/enrollments.ts).
      expect(plan?.creationDate).toBe(document.completedDate);
    }
  });

  it('a linha do tempo começa depois das notas de versão que trouxeram cada recurso', () => {
    const releases = listGuides(path.join(ROOT, 'blog')).map(
      (file) => /^date: (\S+)$/m.exec(readFileSync(file, 'utf8'))?.[1],
    );
    expect(releases).toEqual(expect.arrayContaining(Object.values(world.RELEASES)));
    const after = (date: string, release: string) => date.slice(0, 10) > release;
    expect(world.webHooks.filter((hook) => !after(hook.creationDate, world.RELEASES.webhooksV2))).toEqual([]);
    expect(world.webHookEvents.filter((event) => !after(event.eventDate, world.RELEASES.webhooksV2))).toEqual([]);
    expect(
      world.digitalAcceptanceDocuments.filter((document) => !after(document.sentDate, world.RELEASES.contractUpsert)),
    ).toEqual([]);
    expect(
      world.enrollments.filter(
        (enrollment) =>
          enrollment.contractId !== null && !after(enrollment.creationDate, world.RELEASES.contractUpsert),
      ),
    ).toEqual([]);
  });

  it('cada evento é sobre um registro do mundo e acontece depois de ele existir', () => {
    const problems = world.webHookEvents.flatMap((event) => {
      const record = index.byRefId.get(event.objectId);
      const created = record?.fields.creationDate;
      return record === undefined
        ? [`evento ${event.refId}: objectId`]
        : typeof created === 'string' && created > event.eventDate
          ? [`evento ${event.refId}: antes do registro`]
          : [];
    });
    expect(problems).toEqual([]);
    const delivery = world.webHookEvents.find((event) => event.delivery !== undefined);
    expect(delivery?.delivery?.executionDate).toBeDefined();
    expect((delivery?.delivery?.executionDate ?? '') > (delivery?.eventDate ?? '')).toBe(true);
  });

  it('cada evento é datado no momento da transição que o emite: a criação ou uma mudança datada do registro', () => {
    const records = [world.WORLD, world.SANDBOX_WORLD].flatMap((of) =>
      Object.values(of as unknown as Record<string, readonly Record<string, unknown>[]>).flat(),
    );
    const problems = world.webHookEvents.flatMap((event) => {
      const record = records.find((candidate) => candidate.refId === event.objectId);
      return record !== undefined && world.historyMoments(record).includes(event.eventDate)
        ? []
        : [`${event.type} ${event.refId}: ${event.eventDate} não é momento da história de ${event.objectId}`];
    });
    expect(problems).toEqual([]);
  });

  it('a história de cada registro é datada em ordem, depois da criação e até o fim do mundo', () => {
    // The world's end: the moment of its last event, where the simulator starts by default.
    const end = worldNow();
    const lists = [world.WORLD, world.SANDBOX_WORLD].flatMap((of) =>
      Object.values(of as unknown as Record<string, readonly Record<string, unknown>[]>),
    );
    const problems = lists.flat().flatMap((record) => {
      const name = String(record.refId ?? record.id);
      const delivery = record.delivery as {was?: readonly {until: string}[]} | undefined;
      const histories = [record.was, delivery?.was].filter((was) => was !== undefined) as {until: string}[][];
      const created = world.createdAt(record);
      const moments = world.historyMoments(record);
      const lastUpdate = typeof record.lastUpdateDate === 'string' ? [record.lastUpdateDate] : [];
      return [
        ...[...moments, ...lastUpdate]
          .filter((moment) => Number.isNaN(Date.parse(moment)) || moment > end)
          .map((moment) => `${name}: ${moment} não é uma data até o fim do mundo (${end})`),
        ...[...moments, ...lastUpdate]
          .filter((moment) => created !== undefined && moment < created)
          .map((moment) => `${name}: ${moment} é anterior à criação (${created ?? ''})`),
        ...histories.flatMap((was) =>
          was.flatMap((entry, index) => {
            const previous = was[index - 1];
            if (previous !== undefined && previous.until >= entry.until)
              return [`${name}: a mudança de ${entry.until} vem depois da de ${previous.until}`];
            if (created !== undefined && entry.until <= created)
              return [`${name}: a mudança de ${entry.until} não é posterior à criação (${created})`];
            // A change changes something: some field it names has another value just after it.
            const after = new Date(Date.parse(entry.until) + 1).toISOString();
            const source = was === delivery?.was ? delivery : record;
            const fields = Object.keys(entry).filter((field) => field !== 'until');
            const changed = fields.some(
              (field) =>
                JSON.stringify(world.fieldsAt(source, entry.until)?.[field]) !==
                JSON.stringify(world.fieldsAt(source, after)?.[field]),
            );
            return changed ? [] : [`${name}: a mudança de ${entry.until} não muda nada`];
          }),
        ),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('multa e juros dos boletos são os da escola', () => {
    const school = world.companies.find((company) => company.id === 27);
    expect(
      world.billings.filter(
        (billing) => billing.fineValue !== school?.fineValue || billing.interestPercentage !== school.interestValue,
      ),
    ).toEqual([]);
  });

  it('o signatário responsável financeiro tem o nome e o e-mail do cadastro dele', () => {
    const owners = world.digitalAcceptanceSignatories.filter((item) => item.financialOwnerId !== null);
    expect(owners.length).toBeGreaterThan(0);
    for (const signatory of owners) {
      const owner = world.financialOwners.find((item) => item.id === signatory.financialOwnerId);
      expect({name: signatory.name, email: signatory.email}).toEqual({name: owner?.name, email: owner?.email});
    }
  });

  it('o segredo do webhook aparece mascarado com as quatro primeiras e as quatro últimas letras', () => {
    const masked = world.maskedSecret('0123456789abcdef');
    expect(masked).toBe('0123********cdef');
  });
});

describe('sandbox e produção têm dados separados (fato ambiente.dados)', () => {
  const SANDBOX_PAGE = 'docs/boas-praticas/testar-no-sandbox.md';
  const ids = (of: WorldIndex) =>
    of.records.flatMap((record) => (typeof record.fields.id === 'number' ? [[record, record.fields.id] as const] : []));

  it('as páginas cujos exemplos rodam no sandbox dizem isso no front matter', () => {
    const declared = PAGES.filter((file) => environmentOf(file) !== undefined);
    expect(declared.map((file) => [relative(file), environmentOf(file)])).toEqual(
      declared.map((file) => [relative(file), 'sandbox']),
    );
    expect(declared.map(relative)).toContain(SANDBOX_PAGE);
  });

  it('ids do sandbox começam em SANDBOX_FIRST_ID, e os da produção ficam abaixo', () => {
    expect(ids(sandboxIndex).length).toBeGreaterThan(0);
    expect(
      ids(sandboxIndex)
        .filter(([, id]) => id < world.SANDBOX_FIRST_ID)
        .map(([record]) => sandboxIndex.describe(record)),
    ).toEqual([]);
    expect(
      ids(index)
        .filter(([, id]) => id >= world.SANDBOX_FIRST_ID)
        .map(([record]) => index.describe(record)),
    ).toEqual([]);
  });

  it('nenhum UUID, e-mail, CPF ou CNPJ é dos dois ambientes', () => {
    const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
      [...a].filter((value) => value !== world.GENERIC_UUID && b.has(value));
    expect(shared(sandboxIndex.uuids, index.uuids)).toEqual([]);
    expect(shared(sandboxIndex.emails, index.emails)).toEqual([]);
    expect(shared(sandboxIndex.cpfs, index.cpfs)).toEqual([]);
    expect(shared(sandboxIndex.cnpjs, index.cnpjs)).toEqual([]);
  });

  it('as referências do sandbox apontam para registros do sandbox, ou para ids do sandbox', () => {
    const present = new Set(Object.keys(world.SANDBOX_WORLD));
    const problems = sandboxIndex.records.flatMap((record) =>
      Object.entries(record.fields).flatMap(([field, value]) => {
        const target = sandboxIndex.referenceOf(field);
        if (target === undefined || value === null) return [];
        if (target === 'unknown') return [`${sandboxIndex.describe(record)}: ${field} sem tipo`];
        return (Array.isArray(value) ? value : [value]).flatMap((item: unknown) => {
          // The school's setup in the sandbox is not in the list; its numeric ids are the sandbox's.
          const fine = present.has(target)
            ? sandboxIndex.resolve(target, item) !== undefined
            : typeof item === 'number'
              ? item >= world.SANDBOX_FIRST_ID
              : !index.uuids.has(String(item));
          return fine ? [] : [`${sandboxIndex.describe(record)}: ${field} ${JSON.stringify(item)}`];
        });
      }),
    );
    expect(problems).toEqual([]);
  });

  it('os webhooks e eventos do sandbox são do ambiente SANDBOX', () => {
    const environments = [...world.SANDBOX_WORLD.WebHookV2, ...world.SANDBOX_WORLD.WebHookEventV2].map(
      (item) => item.environmentType,
    );
    expect(new Set(environments)).toEqual(new Set(['SANDBOX']));
    for (const event of world.SANDBOX_WORLD.WebHookEventV2) {
      expect(sandboxIndex.byRefId.get(event.objectId)?.fields.creationDate).toBeDefined();
    }
  });

  it('a página do sandbox falha contra a produção, e falha no sandbox quando mostra um id da produção', () => {
    const file = path.join(ROOT, SANDBOX_PAGE);
    const source = readFileSync(file, 'utf8');
    const against = (of: WorldIndex, text: string) =>
      pageProblems(snapshot(), new WorldChecker(of), SANDBOX_PAGE, text);
    expect(against(sandboxIndex, source)).toEqual([]);
    expect(against(index, source).length).toBeGreaterThan(0);
    // The production boleto 88215 in place of the sandbox's boleto.
    const production = source.replaceAll('"id": 7091301', '"id": 88215');
    expect(against(sandboxIndex, production).join('\n')).toMatch(/88215 não existe/);
  });

  it('uma página da produção falha quando mostra um registro do sandbox', () => {
    const query = ['```graphql', 'query B($id: Int!) { billing(id: $id) { id } }', '```'].join('\n');
    const variables = (id: number) => ['```json title="Variáveis"', JSON.stringify({id}), '```'].join('\n');
    const page = (id: number) => [query, '', variables(id)].join('\n');
    const sandboxBilling = world.SANDBOX_WORLD.Billing[0].id;
    const productionBilling = world.billings[0]?.id ?? 0;
    expect(pageProblems(snapshot(), new WorldChecker(index), 'p.md', page(productionBilling))).toEqual([]);
    expect(pageProblems(snapshot(), new WorldChecker(index), 'p.md', page(sandboxBilling)).join('\n')).toMatch(
      new RegExp(`${sandboxBilling} não existe`),
    );
  });
});

describe('a verificação pega divergências (casos pequenos)', () => {
  const check = (source: string) => pageProblems(snapshot(), new WorldChecker(index), 'exemplo.md', source);
  const example = (operation: string, variables: unknown, response: unknown) =>
    [
      '```graphql',
      operation,
      '```',
      '',
      '```json title="Variáveis"',
      JSON.stringify(variables, null, 2),
      '```',
      '',
      '```json title="Resposta"',
      JSON.stringify({data: response}, null, 2),
      '```',
    ].join('\n');
  const dependentQuery = 'query D($id: Int!) { dependent(id: $id) { id refId name cpf } }';
  /** Helena as a page would show her, with some fields changed. */
  const helenaShown = (id: number, changes: Record<string, unknown> = {}) =>
    check(
      example(
        dependentQuery,
        {id},
        {dependent: {id, refId: world.helena.refId, name: world.helena.name, cpf: world.helena.cpf, ...changes}},
      ),
    );

  it('aceita o dependente como o mundo o define', () => {
    expect(helenaShown(1542)).toEqual([]);
  });

  it('recusa o id certo com outro nome', () => {
    const problems = helenaShown(1542, {name: 'Helena Souza'});
    expect(problems.join('\n')).toMatch(/Dependent com name "Helena Souza" não existe/);
  });

  it('recusa um nome conhecido com outro CPF', () => {
    const problems = helenaShown(1542, {cpf: '39053344705'});
    expect(problems.join('\n')).toMatch(/cpf "39053344705"/);
  });

  it('recusa o id de um dependente com o nome de outro', () => {
    const problems = helenaShown(1542, {name: world.theo.name});
    expect(problems.join('\n')).toMatch(/registros diferentes de Dependent/);
  });

  it('recusa um id que o mundo não tem, nas variáveis e na resposta', () => {
    const problems = helenaShown(107);
    expect(problems.filter((problem) => problem.includes('id 107 não existe'))).toHaveLength(2);
  });

  it('recusa um plano com outro valor total e outra quantidade de parcelas', () => {
    const query = 'query P($id: Int!) { paymentPlan(id: $id) { id description parcelQuantity totalValue } }';
    const problems = check(
      example(
        query,
        {id: 5127},
        {paymentPlan: {id: 5127, description: 'Material didático 2025', parcelQuantity: 4, totalValue: 1380.9}},
      ),
    );
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/totalValue 1159.2/);
  });

  it('recusa o boleto de um plano que não é o dele', () => {
    const query = 'query P($id: Int!) { paymentPlan(id: $id) { id billings { id } } }';
    const problems = check(example(query, {id: 5127}, {paymentPlan: {id: 5127, billings: [{id: 90412}, {id: 88215}]}}));
    expect(problems.join('\n')).toMatch(/Billing 88215 .* pertence a PaymentPlan 5098/);
  });

  it('recusa uma referência a um responsável que o mundo não tem', () => {
    const mutation = 'mutation A($data: AddPaymentPlanDataInput!) { addPaymentPlan(data: $data) { id } }';
    const problems = check(
      example(
        mutation,
        {data: {companyId: 27, financialIntegrationId: 3, financialOwnerId: 69, paymentPlanType: 'MONTHLY'}},
        {addPaymentPlan: {id: world.supplies2025.refId}},
      ),
    );
    expect(problems.join('\n')).toMatch(/financialOwnerId 69 não é FinancialOwner/);
  });

  it('recusa uma condição de filtro com um refId desconhecido', () => {
    const query = 'query L($where: DependentFilterInput) { dependents(where: $where) { totalCount } }';
    const problems = check(
      example(query, {where: {refId: {eq: '11111111-2222-4333-8444-555555555555'}}}, {dependents: {totalCount: 1}}),
    );
    expect(problems.join('\n')).toMatch(/Dependent com refId .* não existe/);
    expect(problems.join('\n')).toMatch(/UUID 11111111-2222-4333-8444-555555555555 não é do mundo/);
  });

  it('recusa um corpo de webhook com o boleto de outro evento e valores trocados', () => {
    const body = {
      refId: '191ee6e3-abd1-4669-97ba-5de3219f6c6c',
      type: 'BILLING_CREATED',
      objectId: 'c41e7a90-5b2d-4f3c-8e1a-6d9b0f2c4a71',
      companyId: 27,
      companyRefId: world.school.refId,
      environmentType: 'SANDBOX',
      correlationId: 'c0f89c79-ae84-4004-9caa-5dbb0474fee7',
      eventDate: '2025-01-20T13:42:09.000Z',
      data: {billing: {id: 90413, refId: 'd52f8ba1-6c3e-4a4d-9f2b-7eac1a3d5b82', value: 460.3, financialOwnerId: 68}},
    };
    const problems = check(['```json', JSON.stringify(body), '```'].join('\n'));
    expect(problems.join('\n')).toMatch(/environmentType "PRODUCTION"/);
    expect(problems.join('\n')).toMatch(/value 386.4/);
    expect(problems.join('\n')).toMatch(/difere de objectId/);
  });

  it('recusa CPF, e-mail e valor em reais que o mundo não tem, também no texto', () => {
    const problems = check(
      [
        'A família paga R$ 460,30 por parcela; o CPF 123.456.789-09 e o e-mail maria@escola.com.br são de outra escola.',
        '',
        '```json',
        '{"financialOwnerCpf": "12345678909"}',
        '```',
      ].join('\n'),
    );
    expect(problems).toHaveLength(4);
  });

  it('recusa dados de auditoria de alguém que não é usuário da escola', () => {
    const mutation = 'mutation C($data: CancelBillingDataInput!) { cancelBilling(data: $data) { id } }';
    const audit = (userName: string) =>
      check(
        example(
          mutation,
          {
            data: {
              id: 90853,
              cancellationReason: 'WRONG_DATA',
              auditData: {userName, userEmail: 'mariana.lopes@colegiojacaranda.com.br'},
            },
          },
          {cancelBilling: {id: 90853}},
        ),
      );
    expect(audit('Mariana Lopes')).toEqual([]);
    expect(audit('Márcia Lopes').join('\n')).toMatch(/User com name "Márcia Lopes" não existe/);
  });

  it('confere o resultado de uma subscription pela operação da mensagem subscribe', () => {
    const subscribe = {
      id: 'tarefa-733',
      type: 'subscribe',
      payload: {
        query:
          'subscription T($scheduledTaskId: Int) { onScheduleTask(scheduledTaskId: $scheduledTaskId) { id totalItems } }',
        variables: {scheduledTaskId: 733},
      },
    };
    const next = (totalItems: number) => ({
      id: 'tarefa-733',
      type: 'next',
      payload: {data: {onScheduleTask: {id: 733, totalItems}}},
    });
    const page = (totalItems: number) =>
      ['```json', JSON.stringify(subscribe), '```', '', '```json', JSON.stringify(next(totalItems)), '```'].join('\n');
    expect(check(page(12))).toEqual([]);
    expect(check(page(6)).join('\n')).toMatch(/ScheduledTask 733 tem totalItems 12/);
  });

  it('confere os números de uma linha de tabela que cita uma entidade do mundo', () => {
    const table = ['| Plano | Parcelas | Total | Primeiro vencimento |', '| --- | --- | --- | --- |'];
    expect(
      tableProblems(
        index,
        't.md',
        [...table, '| Material didático 2025 | 3 parcelas | R$ 1.159,20 | 10/02/2025 |'].join('\n'),
      ),
    ).toEqual([]);
    const wrong = tableProblems(
      index,
      't.md',
      [...table, '| Material didático 2025 | 4 parcelas | R$ 1.380,90 | 15/01/2025 |'].join('\n'),
    );
    expect(wrong).toHaveLength(3);
  });

  it('recusa um aceite com outro IP que o registrado no mundo', () => {
    const mutation =
      'mutation A($data: AcceptDigitalAcceptanceDocumentDataInput!) { acceptDigitalAcceptanceDocument(data: $data) { id } }';
    const accept = (ipAddress: string) =>
      check(
        example(
          mutation,
          {data: {id: 5521, signatoryId: 8814, ipAddress}},
          {acceptDigitalAcceptanceDocument: {id: 5521}},
        ),
      );
    expect(accept('189.38.112.45')).toEqual([]);
    expect(accept('10.0.0.15').join('\n')).toMatch(/ipAddress "189.38.112.45", não "10.0.0.15"/);
  });

  it('recusa uma situação que o registro já tinha deixado na data do exemplo', () => {
    const query =
      'query S($where: DigitalAcceptanceSignatoryFilterInput) { digitalAcceptanceSignatories(where: $where) { totalCount pageInfo { hasNextPage } items { id acceptanceStatus lastSentDate } } }';
    const listing = (before: string, status: string) =>
      check(
        example(
          query,
          {where: {lastSentDate: {lte: before}}},
          {
            digitalAcceptanceSignatories: {
              totalCount: 1,
              pageInfo: {hasNextPage: false},
              items: [{id: 8813, acceptanceStatus: status, lastSentDate: '2025-11-17T12:00:03.000Z'}],
            },
          },
        ),
      );
    expect(listing('2025-11-18T00:00:00.000Z', 'VIEWED')).toEqual([]);
    expect(listing('2025-11-24T00:00:00.000Z', 'VIEWED').join('\n')).toMatch(/já era ACCEPTED desde 2025-11-19/);
    const billing = (status: string) =>
      check(
        example(
          'query B($id: Int!) { billing(id: $id) { id billingStatus lastUpdateDate } }',
          {id: 88215},
          {billing: {id: 88215, billingStatus: status, lastUpdateDate: '2025-03-07T16:21:44.000Z'}},
        ),
      );
    expect(billing('PAID')).toEqual([]);
    expect(billing('REGISTERED').join('\n')).toMatch(/já era PAID desde 2025-03-07/);
  });

  it('recusa um totalCount que não é a quantidade de itens da última página', () => {
    const query = 'query L { dependents { totalCount pageInfo { hasNextPage } items { id } } }';
    const page = (totalCount: number) =>
      check(example(query, {}, {dependents: {totalCount, pageInfo: {hasNextPage: false}, items: [{id: 1542}]}}));
    expect(page(1)).toEqual([]);
    expect(page(2).join('\n')).toMatch(/totalCount 2/);
  });

  it('confere parcelas e datas escritas no texto', () => {
    expect(instalmentProblems('t.md', 'São 12 parcelas de R$ 1.250,90.')).toEqual([]);
    expect(instalmentProblems('t.md', 'São 10 parcelas de R$ 1.250,90.')).toHaveLength(1);
    expect(proseDateProblems('t.md', 'Em 5 de dezembro de 2025, Carla paga.')).toEqual([]);
    expect(proseDateProblems('t.md', 'Em 3 de julho de 2023, Carla paga; em 15/06/2023 também.')).toHaveLength(2);
  });

  it('valor em reais é valor de campo Decimal do mundo, não uma contagem', () => {
    // 12 is the scheduled task's totalItems (an Int), and 1.250,90 an instalment (a Decimal).
    expect(amountProblems(index, 't.md', 'A parcela é de R$ 1.250,90.')).toEqual([]);
    expect(amountProblems(index, 't.md', 'A tarefa custou R$ 12,00.')).toHaveLength(1);
  });

  it('o tipo de uma referência é o que o schema põe ao lado do campo', () => {
    expect(index.referenceOf('paymentPlanRefId')).toBe('PaymentPlan');
    expect(index.referenceOf('documentId')).toBe('DigitalAcceptanceDocument');
    expect(index.referenceOf('webHookV2Id')).toBe('WebHookV2');
    expect(index.referenceOf('documentCode')).toBeUndefined();
    expect(index.referenceOf('correlationId')).toBeUndefined();
    expect(index.referenceOf('inventedThingId')).toBe('unknown');
  });

  it('aceita um valor anterior registrado na história do registro', () => {
    const query = 'query C($id: Int!) { academicClass(id: $id) { id shift enrollmentLimit } }';
    expect(check(example(query, {id: 311}, {academicClass: {id: 311, shift: 'MORNING', enrollmentLimit: 28}}))).toEqual(
      [],
    );
    expect(
      check(example(query, {id: 311}, {academicClass: {id: 311, shift: 'AFTERNOON', enrollmentLimit: 28}})),
    ).toHaveLength(1);
  });
});
