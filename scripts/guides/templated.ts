/**
 * Templated prose: the share of a topic's prose that is, sentence for sentence, a near copy
 * of a sentence on another page. A guide that repeats the skeleton of its siblings ("Tenha um
 * token de acesso válido", "Erros de validação chegam com status HTTP 200") tells the reader
 * nothing new; the measure finds those sentences so that the shared text is said once.
 *
 * Definition:
 * - each page's prose (see guideProse) is split into sentences: at blank lines, list items,
 *   headings and sentence punctuation (. ! ? ; :);
 * - a sentence is normalised to tokens: lowercase, accents folded, inline code, numbers and
 *   :fato[...] quotes (left unresolved) replaced by placeholders, the names of the page's own
 *   entity ("turma", "anos letivos") replaced by one placeholder, and gender/number agreement
 *   folded (a crude stem), so that "a turma removida" and "o ano letivo removido" are the
 *   same three tokens;
 * - a sentence is templated when the Dice coefficient of its set of token bigrams with the
 *   bigram set of a sentence of ANOTHER page (any topic, the same topic included) is at least
 *   SIMILARITY. Bigrams, unlike a bag of words, keep word order; one word substituted inside
 *   a sentence of n tokens leaves (n−3)/(n−1) of the bigrams, so 0.7 accepts one changed
 *   word from 8 tokens on and two from 15 on: "Liste as séries que já existem no nível" and
 *   "Liste as turmas que já existem na série" match, a sentence written for its page does
 *   not. 0.7 is also the value at which the measure agrees with an outside reading of the
 *   guides (about 26% of all prose, up to 48% in a topic) before their rewrite. Sentences
 *   shorter than MIN_TOKENS ("Próximos passos", "Antes de começar") never count: phrases that
 *   short repeat in any text;
 * - a topic's share = tokens in its templated sentences / tokens of all its prose.
 */
import path from 'node:path';

import {readTutorialTopics} from '../../src/lib/tutorial-topics';
import {guideProse} from './prose';

export const SIMILARITY = 0.7;
export const MIN_TOKENS = 4;

/**
 * The topics held under MAX_SHARE (tests/unit/scripts/guides/templated.test.ts): every topic of the
 * tutorial. The bound was first set for the topics written from one skeleton; once every topic
 * met it, all of them are held to it, so that a new page copying a sibling's skeleton fails
 * wherever it lands.
 */
export const TARGET_TOPICS: readonly string[] = readTutorialTopics().map((topic) => topic.folder);
export const MAX_SHARE = 0.15;

/** A page of the corpus: its topic (the folder under docs/, '' at the root), a name to print and its source. */
export interface GuidePage {
  readonly topic: string;
  readonly name: string;
  readonly source: string;
}

export interface MeasuredSentence {
  readonly page: string;
  readonly text: string;
  readonly tokens: readonly string[];
  /** The first sentence of another page it nearly copies, when templated. */
  readonly copyOf?: {readonly page: string; readonly text: string; readonly similarity: number};
}

export interface TopicShare {
  readonly topic: string;
  readonly words: number;
  readonly templatedWords: number;
  /** templatedWords / words, 0 when the topic has no prose. */
  readonly share: number;
}

export interface TemplatedReport {
  readonly topics: readonly TopicShare[];
  readonly overall: TopicShare;
  readonly sentences: readonly MeasuredSentence[];
}

/**
 * The names a topic's pages give their own entity, singular and plural, accents folded and
 * lowercase; the longest first, so that "centros de custo" wins over "centro".
 */
export const TOPIC_ENTITY_NAMES: Readonly<Record<string, readonly string[]>> = {
  dependentes: ['dependentes', 'dependente', 'alunos', 'aluno'],
  'responsaveis-financeiros': ['responsaveis financeiros', 'responsavel financeiro', 'responsaveis', 'responsavel'],
  'planos-de-pagamento': ['planos de pagamento', 'plano de pagamento', 'planos', 'plano'],
  boletos: ['boletos', 'boleto'],
  escolas: ['escolas', 'escola'],
  'centros-de-custo': ['centros de custo', 'centro de custo'],
  'anos-letivos': ['anos letivos', 'ano letivo'],
  'niveis-academicos': ['niveis academicos', 'nivel academico', 'niveis', 'nivel'],
  series: ['series', 'serie'],
  turmas: ['turmas', 'turma'],
  webhooks: ['webhooks', 'webhook'],
  'documentos-de-aceite-digital': ['documentos de aceite digital', 'documento de aceite digital'],
  matriculas: ['matriculas', 'matricula'],
};

const CODE = 'xcodigox';
const NUMBER = 'xnumerox';
const FACT = 'xfatox';
const ENTITY = 'xentidadex';
const PLACEHOLDERS = new Set([CODE, NUMBER, FACT, ENTITY]);

/** Short function words that agree in gender and number, folded to one form. */
const AGREEMENT: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['o', 'a', 'os', 'as'],
    ['do', 'da', 'dos', 'das'],
    ['no', 'na', 'nos', 'nas'],
    ['ao', 'aos'],
    ['um', 'uma', 'uns', 'umas'],
    ['pelo', 'pela', 'pelos', 'pelas'],
    ['seu', 'sua', 'seus', 'suas'],
    ['ele', 'ela', 'eles', 'elas'],
    ['dele', 'dela', 'deles', 'delas'],
  ].flatMap((forms) => forms.map((form) => [form, forms[0] ?? form])),
);

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a page's prose into sentences (raw text, Markdown marks removed). */
export function splitSentences(prose: string): string[] {
  const segments = prose
    .split(/\n\s*\n/)
    // A list item or a heading starts a sentence of its own, even without a blank line.
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*+]|\d+\.|#{1,6})\s)/))
    .map((segment) => segment.replace(/\s+/g, ' ').trim());
  return segments
    .flatMap((segment) => segment.split(/(?<=[.!?;:])\s+/))
    .map((sentence) =>
      sentence
        .replace(/^\s*(?:[-*+]|\d+\.|#{1,6})\s+/, '')
        .replace(/[*_>[\]]/g, '')
        .trim(),
    )
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** The tokens a sentence is compared by (see the definition at the top). */
export function normalise(sentence: string, entityNames: readonly string[] = []): string[] {
  let text = fold(sentence).replace(/\p{N}+(?:[.,]\p{N}+)*/gu, ` ${NUMBER} `);
  for (const name of entityNames) {
    text = text.replace(new RegExp(`\\b${escape(name)}\\b`, 'g'), ` ${ENTITY} `);
  }
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((token) => {
    if (PLACEHOLDERS.has(token)) return token;
    const agreed = AGREEMENT[token];
    if (agreed !== undefined) return agreed;
    return token.length > 3 ? token.replace(/s$/, '').replace(/[aoe]$/, '') : token;
  });
}

function bigrams(tokens: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let index = 1; index < tokens.length; index++) pairs.add(`${tokens[index - 1]} ${tokens[index]}`);
  return pairs;
}

/** Measures the corpus: every sentence, whether it is templated, and the share per topic. */
export function measureTemplated(pages: readonly GuidePage[]): TemplatedReport {
  const items = pages.flatMap((page, pageIndex) => {
    const names = [...(TOPIC_ENTITY_NAMES[page.topic] ?? [])].sort((a, b) => b.length - a.length);
    return splitSentences(guideProse(page.source, {inlineCode: ` ${CODE} `, fact: ` ${FACT} `})).map((text) => {
      const tokens = normalise(text, names);
      return {pageIndex, text, tokens, pairs: bigrams(tokens)};
    });
  });

  // Inverted index of bigrams, so each sentence is compared only with those sharing one.
  const postings = new Map<string, number[]>();
  items.forEach((item, index) => {
    if (item.tokens.length < MIN_TOKENS) return;
    for (const pair of item.pairs) {
      const list = postings.get(pair);
      if (list === undefined) postings.set(pair, [index]);
      else list.push(index);
    }
  });

  const sentences: MeasuredSentence[] = items.map((item, index) => {
    const page = pages[item.pageIndex]?.name ?? '';
    if (item.tokens.length < MIN_TOKENS) return {page, text: item.text, tokens: item.tokens};
    const shared = new Map<number, number>();
    for (const pair of item.pairs) {
      for (const other of postings.get(pair) ?? []) {
        if (other === index || items[other]?.pageIndex === item.pageIndex) continue;
        shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    let best: {other: number; similarity: number} | undefined;
    for (const [other, count] of shared) {
      const similarity = (2 * count) / (item.pairs.size + (items[other]?.pairs.size ?? 0));
      if (similarity >= SIMILARITY && (best === undefined || similarity > best.similarity)) {
        best = {other, similarity};
      }
    }
    if (best === undefined) return {page, text: item.text, tokens: item.tokens};
    const match = items[best.other];
    return {
      page,
      text: item.text,
      tokens: item.tokens,
      copyOf: {
        page: pages[match?.pageIndex ?? 0]?.name ?? '',
        text: match?.text ?? '',
        similarity: best.similarity,
      },
    };
  });

  const totals = new Map<string, {words: number; templatedWords: number}>();
  sentences.forEach((sentence, index) => {
    const topic = pages[items[index]?.pageIndex ?? 0]?.topic ?? '';
    const total = totals.get(topic) ?? {words: 0, templatedWords: 0};
    total.words += sentence.tokens.length;
    if (sentence.copyOf !== undefined) total.templatedWords += sentence.tokens.length;
    totals.set(topic, total);
  });
  const share = (topic: string, words: number, templatedWords: number): TopicShare => ({
    topic,
    words,
    templatedWords,
    share: words === 0 ? 0 : templatedWords / words,
  });
  const topics = [...totals].map(([topic, total]) => share(topic, total.words, total.templatedWords));
  const all = topics.reduce((sum, topic) => ({w: sum.w + topic.words, t: sum.t + topic.templatedWords}), {w: 0, t: 0});
  return {topics, overall: share('', all.w, all.t), sentences};
}

/** The topic of a guide file: its folder right under docs/ ('' for a page at the root). */
export function topicOf(docsDir: string, file: string): string {
  const parts = path.relative(docsDir, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? '') : '';
}
