import {describe, expect, it} from 'vitest';

import {guideProse} from '../../../../scripts/guides/prose';
import {readGuidePages} from '../../../../scripts/guides/templated-share';
import {
  MAX_SHARE,
  TARGET_TOPICS,
  measureTemplated,
  normalise,
  splitSentences,
  type GuidePage,
} from '../../../../scripts/guides/templated';

const page = (topic: string, name: string, body: string): GuidePage => ({
  topic,
  name: `${topic}/${name}`,
  source: `---\ntitle: ${name}\ndescription: teste\n---\n\n${body}\n`,
});

describe('medida de texto-modelo', () => {
  it('divide a prosa em frases nos pontos, nos itens de lista e nos títulos, sem código nem tabelas', () => {
    const prose = [
      '## Antes de começar',
      '',
      'A turma tem vagas. Ela pertence a uma série:',
      '- o turno da turma;',
      '- o limite de vagas.',
      '',
      '```graphql',
      'query Turmas { academicClasses { id } }',
      '```',
      '',
      '| Campo | Tipo |',
      '| --- | --- |',
    ].join('\n');
    expect(splitSentences(guideProse(prose))).toEqual([
      'Antes de começar',
      'A turma tem vagas.',
      'Ela pertence a uma série:',
      'o turno da turma;',
      'o limite de vagas.',
    ]);
  });

  it('normaliza caixa, acentos, números, código e o nome da entidade do tópico', () => {
    expect(normalise('A Série 5 é válida', ['serie'])).toEqual(['o', 'xentidadex', 'xnumerox', 'e', 'valid']);
    expect(normalise('O ano letivo removido', ['anos letivos', 'ano letivo'])).toEqual(
      normalise('A turma removida', ['turma']),
    );
  });

  it('conta as frases quase idênticas de duas páginas, e só elas', () => {
    const report = measureTemplated([
      page(
        'turmas',
        'incluir',
        'Liste as turmas que já existem na série antes de cadastrar outra. O turno da manhã começa às sete horas em ponto.',
      ),
      page(
        'series',
        'incluir',
        'Liste as séries que já existem no nível antes de cadastrar outra. A anuidade do quinto ano cobre o material didático inteiro.',
      ),
    ]);
    const templated = report.sentences.filter((sentence) => sentence.copyOf !== undefined).map((s) => s.text);
    expect(templated).toEqual([
      'Liste as turmas que já existem na série antes de cadastrar outra.',
      'Liste as séries que já existem no nível antes de cadastrar outra.',
    ]);
    // 12 of the 22 tokens of the turmas page are in the copied sentence.
    const turmas = report.topics.find((topic) => topic.topic === 'turmas');
    expect(turmas).toEqual({topic: 'turmas', words: 22, templatedWords: 12, share: 12 / 22});
  });

  it('não conta frases distintas nem a repetição dentro da mesma página', () => {
    const repeated = 'Guarde o identificador devolvido pela inclusão no seu sistema.';
    const report = measureTemplated([
      page('turmas', 'incluir', `${repeated} ${repeated}`),
      page('series', 'incluir', 'A série agrupa as turmas que seguem o mesmo currículo no ano.'),
    ]);
    expect(report.sentences.filter((sentence) => sentence.copyOf !== undefined)).toEqual([]);
    expect(report.overall.share).toBe(0);
  });

  it('não conta frases curtas, como os títulos das seções', () => {
    const report = measureTemplated([
      page('turmas', 'incluir', '## Próximos passos\n\nUma turma nasce com vagas e turno definidos pela escola.'),
      page('series', 'incluir', '## Próximos passos\n\nO nível de ensino define a ordem das séries do ano.'),
    ]);
    expect(report.overall.templatedWords).toBe(0);
  });
});

describe('texto-modelo nos guias', () => {
  const report = measureTemplated(readGuidePages());

  it.each(
    TARGET_TOPICS.map(
      (topic) =>
        [
          `${topic} tem menos de ${MAX_SHARE * 100}% do texto em frases quase idênticas às de outra página`,
          topic,
        ] as const,
    ),
  )('%s', (_name, topic) => {
    const figures = report.topics.find((share) => share.topic === topic);
    expect(figures?.words, `${topic}: tópico sem texto`).toBeGreaterThan(0);
    const copies = report.sentences
      .filter((sentence) => sentence.copyOf !== undefined && sentence.page.startsWith(`${topic}/`))
      .map((sentence) => `${sentence.page}: ${sentence.text}`);
    expect(figures?.share, `${topic}: frases-modelo:\n${copies.join('\n')}`).toBeLessThan(MAX_SHARE);
  });
});
