/**
 * Plausible values for a field or argument of the API, chosen from its name and scalar type: the
 * variables of the reference's examples (src/plugins/api-reference/generator/examples.ts, which
 * puts in the world's record where an operation acts on one: example-records.ts) and the
 * simulated answers of the explorer (src/lib/simulated-api.ts) both come from here, so the two
 * never disagree. Realistic values (names, documents, addresses) come from the example world.
 * Pure and browser-safe: no Node module.
 */
import {GENERIC_UUID, carla, school, webHooks} from '../data/world';

/**
 * Fixed values, so that the generated pages do not change from one build to the next. Identifiers
 * are generic placeholders; realistic values (names, documents, addresses) come from the example
 * world (src/data/world/), like every other example of the portal.
 */
export const SAMPLE = {
  uuid: GENERIC_UUID,
  dateTime: '2025-03-10T03:00:00.000Z',
  timeSpan: 'PT7H30M',
  decimal: 1500.5,
  percentage: 2.5,
  int: 42,
  long: 1024,
  byte: 1,
  skip: 0,
  take: 10,
} as const;

/** A plausible string for a field or argument, from its name. */
export function sampleString(name: string): string {
  const rules: Array<[RegExp, string]> = [
    [/e-?mail/i, carla.email ?? school.email],
    [/cpf/i, carla.cpf],
    [/cnpj/i, school.cnpj],
    [/phone|cellphone|telefone|celular|mobile/i, school.whatsapp],
    [/zip|cep|postal/i, school.zipCode],
    [/password|senha|secret/i, 'S3nh@-de-exemplo'],
    [/refid|uuid|guid/i, SAMPLE.uuid],
    [/url|link|site|endpoint|callback/i, webHooks.find((hook) => hook.environmentType === 'PRODUCTION')?.url ?? ''],
    [/token/i, '<token>'],
    [/^(state|uf)$/i, school.state],
    [/city|cidade/i, school.city],
    [/neighborhood|district|bairro/i, school.district],
    [/street|address|logradouro/i, school.street],
    [/complement/i, 'Sala 12'],
    [/^number$|addressnumber/i, school.number],
    [/color/i, '#1E88E5'],
    [/base64|content|file/i, 'JVBERi0xLjQK'],
    [/company|school/i, school.name],
    [/name|nome/i, carla.name],
    [/description|descri/i, 'Anuidade 2025 - março'],
    [/reason|motivo/i, 'Solicitação do responsável financeiro'],
    [/comment|observation|note|message/i, 'Observação de exemplo'],
    [/nn$|registry|code|number/i, '00012345'],
    [/(^id|Id)$/, SAMPLE.uuid],
  ];
  const match = rules.find(([pattern]) => pattern.test(name));
  return match ? match[1] : `${name} de exemplo`;
}

export function sampleInt(name: string): number {
  if (name === 'skip') return SAMPLE.skip;
  if (name === 'take') return SAMPLE.take;
  if (/year/i.test(name)) return 2025;
  if (/month/i.test(name)) return 3;
  if (/day/i.test(name)) return 10;
  if (/installment|parcel/i.test(name)) return 12;
  return SAMPLE.int;
}

export function sampleScalar(scalarName: string, name: string): unknown {
  switch (scalarName) {
    case 'Int':
      return sampleInt(name);
    case 'Long':
      return SAMPLE.long;
    case 'Byte':
      return SAMPLE.byte;
    case 'Float':
    case 'Decimal':
      return /percent/i.test(name) ? SAMPLE.percentage : SAMPLE.decimal;
    case 'Boolean':
      return true;
    case 'ID':
      return String(SAMPLE.int);
    case 'UUID':
      return SAMPLE.uuid;
    case 'DateTime':
      return SAMPLE.dateTime;
    case 'TimeSpan':
      return SAMPLE.timeSpan;
    default:
      return sampleString(name);
  }
}
