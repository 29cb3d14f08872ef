/**
 * The schema's history (schema/history/, src/lib/schema-history.ts): every entry is a valid
 * schema in the snapshot's stable format, the entries are the releases of the blog in order, each
 * release changed something, every breaking change of a release is named in its note, and every
 * schema name a note cites in "O que mudou" is in its release's diff.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';
import {describe, expect, it, vi} from 'vitest';

import {REPO_ROOT} from '../../../src/lib/repo-root';
import {compareSchemas, type SchemaChange} from '../../../src/lib/schema-changes';
import {HISTORY_DIR, historyEntry, loadEntry, schemaHistory} from '../../../src/lib/schema-history';
import {SNAPSHOT_PATH, printSnapshot} from '../../../src/lib/schema-snapshot';
import {main} from '../../../scripts/schema-diff';
import {schemaMembers} from '../../../src/plugins/api-reference/generator/schema-members';

const history = schemaHistory();
const schemas = history.map(loadEntry);
const blogDates = readdirSync(path.join(REPO_ROOT, 'blog'))
  .map((name) => /^(\d{4}-\d{2}-\d{2})-/.exec(name)?.[1])
  .filter((date): date is string => date !== undefined)
  .sort();

/** Every name of a schema: types, fields, arguments, input fields and enum values. */
const schemaNames = (schema: GraphQLSchema): Set<string> =>
  new Set(schemaMembers(schema).flatMap((member) => member.path.split('.')));

/** The fields, arguments and values of a type, or the arguments of a field (`Type.field`). */
function membersOf(schema: GraphQLSchema, changePath: string): string[] {
  const [typeName = '', fieldName] = changePath.split('.');
  const type = schema.getType(typeName);
  if (fieldName !== undefined) {
    const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[fieldName] : undefined;
    return field === undefined ? [] : [getNamedType(field.type).name, ...field.args.map((arg) => arg.name)];
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    return Object.values(type.getFields()).flatMap((field) => [field.name, ...field.args.map((arg) => arg.name)]);
  }
  if (isInputObjectType(type)) return Object.keys(type.getFields());
  if (isEnumType(type)) return type.getValues().map((value) => value.name);
  return [];
}

/** The names a release's diff contains: every part of a change's path, and what a new type or field holds. */
function diffNames(changes: readonly SchemaChange[], after: GraphQLSchema): Set<string> {
  const names = new Set<string>();
  for (const change of changes) {
    for (const part of change.path?.split('.') ?? []) names.add(part);
    if (change.type === 'TYPE_ADDED' || change.type === 'FIELD_ADDED') {
      for (const name of membersOf(after, change.path ?? '')) names.add(name);
    }
  }
  return names;
}

describe('histórico do schema', () => {
  it('uma entrada por nota de versão, mais a de antes da primeira; a última é o snapshot', () => {
    expect(history.slice(1).map((entry) => entry.date)).toEqual(blogDates);
    expect((history[0]?.date ?? '') < (blogDates[0] ?? '')).toBe(true);
    expect(history.at(-1)?.file).toBe(SNAPSHOT_PATH);
  });

  it('cada entrada é um schema válido, gravado no formato estável do snapshot', () => {
    history.forEach((entry, index) => {
      const schema = schemas[index];
      if (schema === undefined) throw new Error(`sem schema para ${entry.date}`);
      expect(readFileSync(entry.file, 'utf8'), entry.date).toBe(printSnapshot(schema));
    });
  });

  it('toda versão mudou alguma coisa, e toda mudança incompatível está na sua nota', async () => {
    for (let index = 1; index < history.length; index++) {
      const [before, after, entry] = [schemas[index - 1], schemas[index], history[index]];
      if (before === undefined || after === undefined || entry === undefined) throw new Error('histórico incompleto');
      const changes = await compareSchemas(before, after);
      expect(changes.length, entry.date).toBeGreaterThan(0);
      const note = readFileSync(path.join(REPO_ROOT, 'blog', `${entry.date}-release-notes.md`), 'utf8');
      const unmentioned = changes
        .filter((change) => change.severity === 'incompativel')
        .filter((change) => !note.includes(`\`${change.path?.split('.').at(-1) ?? ''}\``));
      expect(unmentioned, `${entry.date}: mudanças incompatíveis que a nota não cita`).toEqual([]);
    }
  });

  it('toda operação, tipo ou campo que a nota cita em "O que mudou" está no diff da sua versão', async () => {
    for (let index = 1; index < history.length; index++) {
      const [before, after, entry] = [schemas[index - 1], schemas[index], history[index]];
      if (before === undefined || after === undefined || entry === undefined) throw new Error('histórico incompleto');
      const note = readFileSync(path.join(REPO_ROOT, 'blog', `${entry.date}-release-notes.md`), 'utf8');
      const changed = /^## O que mudou\n([\s\S]*?)^## /m.exec(note)?.[1];
      if (changed === undefined) throw new Error(`${entry.date}: a nota não tem a seção "O que mudou".`);
      const known = new Set([...schemaNames(before), ...schemaNames(after)]);
      const cited = [...changed.matchAll(/`([_A-Za-z][_0-9A-Za-z]*)`/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => known.has(name));
      const inDiff = diffNames(await compareSchemas(before, after), after);
      expect(
        cited.filter((name) => !inDiff.has(name)),
        `${entry.date}: nomes citados em "O que mudou" que a versão não mudou`,
      ).toEqual([]);
      expect(cited.length, entry.date).toBeGreaterThan(0);
    }
  });

  it('uma data sem entrada é recusada com as datas que existem', () => {
    expect(() => historyEntry('2023-01-01', history)).toThrow(/Não há schema da data 2023-01-01\. Datas: 2024-06-28/);
  });

  it('só há arquivos de schema datados e o README na pasta', () => {
    const names = readdirSync(HISTORY_DIR).filter((name) => name !== 'README.md');
    expect(
      names.every((name) => /^\d{4}-\d{2}-\d{2}\.graphql$/.test(name)),
      names.join(', '),
    ).toBe(true);
  });
});

describe('npm run schema:diff', () => {
  async function run(args: string[]): Promise<{code: number; out: string; err: string}> {
    let out = '';
    let err = '';
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      err += String(chunk);
      return true;
    });
    try {
      return {code: await main(args), out, err};
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  }

  it('sem argumentos compara as duas versões mais novas', async () => {
    const {code, out} = await run([]);
    expect(code).toBe(0);
    expect(out).toContain(`de ${history.at(-2)?.date ?? '?'} a ${history.at(-1)?.date ?? '?'}`);
    expect(out).toContain('A query `enrollmentsInDebitReport` foi adicionada');
  });

  it('--from e --to escolhem as versões', async () => {
    const {code, out} = await run(['--from', '2024-07-08', '--to', '2024-07-15']);
    expect(code).toBe(0);
    expect(out).toContain('O campo `Billing.hasAnyManualPayment` ficou obsoleto');
  });

  it('data desconhecida ou a versão mais antiga sem --from: saída 2 e a razão', async () => {
    expect(await run(['--to', '2023-01-01'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Datas:') as string,
    });
    expect(await run(['--to', '2024-06-28'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('mais antiga') as string,
    });
  });
});
