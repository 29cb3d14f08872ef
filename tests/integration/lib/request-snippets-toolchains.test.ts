/**
 * Every request snippet the site shows (the reference's example of each query and mutation and every
 * <ApiCall> of the guides, in every language of src/lib/languages) passes its language's
 * real toolchain; and each check does fail on a broken snippet, so that a pass means something.
 */
import {describe, expect, it} from 'vitest';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../src/lib/languages';
import {allRequests, type ShownRequest} from '../../support/requests';
import {checkOf, type SnippetFile} from '../../support/toolchains';

const requests = allRequests();

const filesOf = (language: AnyLanguage, shown: readonly ShownRequest[]): SnippetFile[] =>
  shown.map(({where, request}) => ({
    where,
    fileName: language.fileName(request) ?? 'requisicao.sh',
    code: language.render(request),
  }));

/** A line that no language accepts where it lands (the end of the file). */
const BROKEN_LINE = '} ) ] (( {';

describe.each(REQUEST_LANGUAGES.map((language: AnyLanguage) => [language.label, language] as const))(
  '%s',
  (_label, language) => {
    const check = checkOf(language);

    it(`os ${requests.length} trechos passam pela ferramenta da linguagem`, {timeout: 180_000}, async () => {
      expect(requests.length).toBeGreaterThan(300);
      expect(await check(filesOf(language, requests))).toEqual([]);
    });

    it('um trecho quebrado é recusado e apontado', async () => {
      const [first, second] = filesOf(language, requests.slice(0, 2));
      if (first === undefined || second === undefined) throw new Error('faltam exemplos');
      const failures = await check([first, {...second, code: `${second.code}\n${BROKEN_LINE}\n`}]);
      expect(failures.map((failure) => failure.where)).toEqual([second.where]);
      expect(failures[0]?.message).not.toBe('');
    });
  },
);
