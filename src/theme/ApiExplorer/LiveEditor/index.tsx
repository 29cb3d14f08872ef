/**
 * The request body editor of the webhook events' pages (docusaurus-theme-openapi-docs), without its
 * hidden preview. The theme edits the body in react-live, which compiles and runs the edited text as
 * JavaScript (`new Function`) on every change to render a preview that the theme never shows: the
 * site's Content-Security-Policy (deploy/nginx) has no 'unsafe-eval', so the browser blocked it and
 * reported a violation. react-live awaits this transform before compiling: a transform that never
 * settles means it never compiles. Editing, highlighting and the form's value are unchanged.
 */
import type {ComponentProps, ReactNode} from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';

const neverCompile = (): Promise<string> => new Promise<string>(() => undefined);

export default function LiveEditorWithoutPreview(props: ComponentProps<typeof LiveEditor>): ReactNode {
  return <LiveEditor {...props} transformCode={neverCompile} />;
}
