/**
 * The page components with a Markdown form in their own folder (src/components/<Name>/markdown.ts). Each entry is
 * typed by the props of the component's React renderer (a type-only import: the plugin never loads React or CSS),
 * so `tsc` fails on a component listed in PageComponents without its Markdown form, and on a form whose props are
 * not the renderer's. A component a page uses and no one lists fails the twin's build instead (twin.ts).
 */
import type ApiCall from '../../components/ApiCall';
import type ApiDownloads from '../../components/ApiDownloads';
import type ErrorCatalogue from '../../components/ErrorCatalogue';
import type Glossary from '../../components/Glossary';
import type PayloadShape from '../../components/PayloadShape';
import type PlatformFacts from '../../components/PlatformFacts';
import type PlatformSnippet from '../../components/PlatformSnippet';
import type SchemaTable from '../../components/SchemaTable';
import type StateMachine from '../../components/StateMachine';
import type TypeShape from '../../components/TypeShape';
import {markdown as apiCall} from '../../components/ApiCall/markdown';
import {markdown as apiDownloads} from '../../components/ApiDownloads/markdown';
import {markdown as errorCatalogue} from '../../components/ErrorCatalogue/markdown';
import {markdown as glossary} from '../../components/Glossary/markdown';
import {markdown as payloadShape} from '../../components/PayloadShape/markdown';
import {markdown as platformFacts} from '../../components/PlatformFacts/markdown';
import {markdown as platformSnippet} from '../../components/PlatformSnippet/markdown';
import {markdown as schemaTable} from '../../components/SchemaTable/markdown';
import {markdown as stateMachine} from '../../components/StateMachine/markdown';
import {markdown as typeShape} from '../../components/TypeShape/markdown';
import type {MarkdownContext, MarkdownForm, Attributes} from '../../lib/markdown-form';
import type {RootContent} from 'mdast';

/** The components, by the name pages use, as their React renderers. */
interface PageComponents {
  ApiCall: typeof ApiCall;
  ApiDownloads: typeof ApiDownloads;
  ErrorCatalogue: typeof ErrorCatalogue;
  Glossary: typeof Glossary;
  PayloadShape: typeof PayloadShape;
  PlatformFacts: typeof PlatformFacts;
  PlatformSnippet: typeof PlatformSnippet;
  SchemaTable: typeof SchemaTable;
  StateMachine: typeof StateMachine;
  TypeShape: typeof TypeShape;
}

/** The props a React renderer takes ({} for none). */
type PropsOf<Component> = Component extends (...args: infer Args) => unknown
  ? Args extends [infer Props, ...unknown[]]
    ? Props
    : Record<string, never>
  : never;

type MarkdownForms = {readonly [Name in keyof PageComponents]: MarkdownForm<PropsOf<PageComponents[Name]>>};

const MARKDOWN_FORMS: MarkdownForms = {
  ApiCall: apiCall,
  ApiDownloads: apiDownloads,
  ErrorCatalogue: errorCatalogue,
  Glossary: glossary,
  PayloadShape: payloadShape,
  PlatformFacts: platformFacts,
  PlatformSnippet: platformSnippet,
  SchemaTable: schemaTable,
  StateMachine: stateMachine,
  TypeShape: typeShape,
};

/** The Markdown of element `name` with these attributes, or undefined when no component folder gives it. */
export function componentMarkdown(
  name: string,
  attributes: Attributes,
  context: MarkdownContext,
): RootContent[] | undefined {
  if (!Object.hasOwn(MARKDOWN_FORMS, name)) return undefined;
  const form = MARKDOWN_FORMS[name as keyof MarkdownForms] as MarkdownForm<unknown>;
  return form.render(form.props(attributes), context);
}
