/**
 * The schema's history (schema/history/, src/lib/schema-history.ts): every entry is a valid
 * schema in the snapshot's stable format, the entries are the releases of the blog in order, each
 * release changed something, and every breaking change of a release is named in its note.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it, vi} from 'vitest';

import {REPO_ROOT} from '../../../src/lib/repo-root';
import {compareSchemas} from '../../../src/lib/schema-changes';
import {HISTORY_DIR, historyEntry, loadEntry, schemaHistory} from '../../../src/lib/schema-history';
import {SNAPSHOT_PATH, printSnapshot} from '../../../src/lib/schema-snapshot';
import {main} from '../../../scripts/schema-diff';

const history = schemaHistory();
const schemas = history.map(loadEntry);
const blogDates = readdirSync(path.join(REPO_ROOT, 'blog'))
  .map((name) => /^(\d{4}-\d{2}-\d{2})-/.exec(name)?.[1])
  .filter((date): date is string => date !== undefined)
  .sort();

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
