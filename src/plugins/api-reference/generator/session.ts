/**
 * The generation of the reference under way in this process, as the hooks (page-hooks.ts) see it:
 * what they read (the schema with its descriptions as written, the history's notes) and what they
 * did (pages composed and printed, links formatted, errors). pipeline.ts opens it around
 * graphql-markdown's run and refuses a run whose pages did not all go through the hooks.
 * graphql-markdown collects the errors its hooks throw and writes the page as it was, so each
 * hook records its error here first (`recorded`).
 */
import type {GraphQLSchema} from 'graphql';

import type {SinceIndex} from './since';

/** A generation under way: what the hooks read, and what they did. */
export interface ReferenceSession {
  /** The schema as loaded from the SDL: descriptions as written (graphql-markdown gets MDX-safe copies). */
  readonly schema: GraphQLSchema;
  /** The history's notes, when the reference documents the snapshot. */
  readonly since?: {readonly index: SinceIndex};
  /** Pages composed through beforeComposePageTypeHook and finished through afterPrintTypeHook. */
  composed: number;
  printed: number;
  /** Links that went through formatMDXLink. */
  links: number;
  /** Entry pages kept once the files are written (the built-in directives' are removed). */
  pages: number;
  examples: number;
  categoryPages: number;
  /** afterRenderFilesHook ran. */
  filesRendered: boolean;
  /** Errors thrown by the hooks (graphql-markdown does not stop on them). */
  readonly errors: string[];
}

let session: ReferenceSession | undefined;

/** Opens the session of a generation; pipeline.ts closes it (endSession) whatever happens. */
export function startSession(schema: GraphQLSchema, since?: SinceIndex): ReferenceSession {
  if (session !== undefined) throw new Error('Já há uma geração da referência em andamento neste processo.');
  session = {
    schema,
    ...(since === undefined ? {} : {since: {index: since}}),
    composed: 0,
    printed: 0,
    links: 0,
    pages: 0,
    examples: 0,
    categoryPages: 0,
    filesRendered: false,
    errors: [],
  };
  return session;
}

export function endSession(): void {
  session = undefined;
}

/** Runs a hook's body, recording its error in the session before graphql-markdown swallows it. */
export function recorded<E>(hook: string, body: (current: ReferenceSession, event: E) => void): (event: E) => void {
  return (event) => {
    const current = currentSession();
    try {
      body(current, event);
    } catch (error) {
      current.errors.push(`${hook}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
}

/** The session under way; a hook called outside one (graphql-markdown run by hand) says so. */
export function currentSession(): ReferenceSession {
  if (session === undefined) {
    throw new Error(
      'Os hooks da referência rodaram fora de uma geração: gere a referência por pipeline.ts (npm run reference).',
    );
  }
  return session;
}
