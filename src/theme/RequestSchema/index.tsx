/**
 * The request body of a webhook event's page (docusaurus-theme-openapi-docs). Replaces the theme's
 * RequestSchema, which lists the schema's properties inside a <ul> whose children are not list items
 * (an axe "list" violation). Every event's body is JSON only, so no media-type tabs either.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import Markdown from '@theme/Markdown';
import Schema from '@theme/Schema';

interface Props {
  readonly title: string;
  readonly body?: {
    readonly required?: boolean;
    readonly description?: string;
    readonly content?: Readonly<Record<string, {readonly schema?: unknown}>>;
  };
}

export default function RequestSchema({title, body}: Props): ReactNode {
  const schema = Object.values(body?.content ?? {})[0]?.schema;
  if (body === undefined || schema === undefined) return null;
  return (
    <Details
      className="openapi-markdown__details mime"
      open
      summary={
        <summary>
          <h3 className="openapi-markdown__details-summary-header-body">
            {translate({id: 'theme.openapi.request.body.title', message: title})}
            {body.required === true && (
              <span className="openapi-schema__required">
                {translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}
              </span>
            )}
          </h3>
        </summary>
      }>
      {body.description !== undefined && (
        <div className="webhook-body__description">
          <Markdown>{body.description}</Markdown>
        </div>
      )}
      <div className="webhook-body__schema">
        <Schema schema={schema} schemaType="request" schemaPath="requestBody" />
      </div>
    </Details>
  );
}
