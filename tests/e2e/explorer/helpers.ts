import {Kind, parse, type SelectionSetNode} from 'graphql';
import type {Locator, Page} from '@playwright/test';

import {expect} from '../fixtures';

/** The explorer page once its editor has loaded the schema. */
export async function waitForExplorer(page: Page): Promise<void> {
  await expect(page.locator('[data-ready="true"]')).toBeVisible({timeout: 20_000});
  await expect(page.locator('section[aria-labelledby="explorador-operacao"] .CodeMirror')).toBeVisible();
}

/** The text of the CodeMirror editor inside a pane (CodeMirror 5 keeps its instance on its wrapper). */
export function editorText(pane: Locator): Promise<string> {
  return pane
    .locator('.CodeMirror')
    .first()
    .evaluate((element) => (element as HTMLElement & {CodeMirror: {getValue(): string}}).CodeMirror.getValue());
}

export const operationPane = (page: Page): Locator => page.locator('section[aria-labelledby="explorador-operacao"]');
export const variablesPane = (page: Page): Locator => page.locator('section[aria-labelledby="explorador-variaveis"]');
export const responsePane = (page: Page): Locator => page.getByTestId('explorador-resposta');

/** Runs the operation in the editor and returns the answer shown in the response pane. */
export async function runAndReadAnswer(
  page: Page,
): Promise<{data?: Record<string, unknown> | null; errors?: unknown[]}> {
  await page.getByRole('button', {name: 'Executar'}).click();
  const pane = responsePane(page);
  await expect.poll(() => editorText(pane), {timeout: 15_000}).toMatch(/"(data|errors)"/);
  return JSON.parse(await editorText(pane)) as {data?: Record<string, unknown> | null; errors?: unknown[]};
}

/**
 * The paths of the fields that the operation selects sub-fields of (objects) whose value came back
 * null: a simulated answer has none.
 */
export function nullObjects(query: string, data: unknown): string[] {
  const found: string[] = [];
  const visit = (selectionSet: SelectionSetNode, value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(selectionSet, item, `${path}[${index}]`);
      });
      return;
    }
    const object = value as Record<string, unknown>;
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || selection.selectionSet === undefined) continue;
      const key = (selection.alias ?? selection.name).value;
      const child = object[key];
      if (child === null || child === undefined) found.push(`${path}.${key}`);
      else visit(selection.selectionSet, child, `${path}.${key}`);
    }
  };
  for (const definition of parse(query).definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) visit(definition.selectionSet, data, 'data');
  }
  return found;
}

/** Replaces the text of the CodeMirror editor inside a pane, as typing it would. */
export async function setEditorText(pane: Locator, text: string): Promise<void> {
  await pane
    .locator('.CodeMirror')
    .first()
    .evaluate((element, value) => {
      (element as HTMLElement & {CodeMirror: {setValue(text: string): void}}).CodeMirror.setValue(value);
    }, text);
}

/** Writes an operation and its variables, runs it and returns the answer. */
export async function runOperation(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{data?: Record<string, unknown> | null; errors?: unknown[]}> {
  await setEditorText(operationPane(page), query);
  await setEditorText(variablesPane(page), JSON.stringify(variables, null, 2));
  // The previous answer stays until the new one arrives: clear it so the poll sees the new one.
  await setEditorText(responsePane(page), '');
  return runAndReadAnswer(page);
}
