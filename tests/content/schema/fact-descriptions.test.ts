/**
 * Schema descriptions that state a decided platform behaviour say it in the words of
 * src/data/platform-facts.ts: the reference pages render these descriptions next to the guides,
 * which quote the same facts with :fato[key]. A description that retells the rule in other words
 * (the old "HMAC-SHA256 do corpo") fails here.
 */
import {isEnumType, isInputObjectType, isObjectType, type GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {PLATFORM_FACTS, type FactKey} from '../../../src/data/platform-facts';
import {snapshot} from '../../support/snapshot-helpers';

/** Which facts each schema coordinate (Type.field or Enum.VALUE) states. */
const STATED: Readonly<Record<string, readonly FactKey[]>> = {
  'TokenDataInput.companyId': ['token.escopo'],
  'AddWebHookDataInput.authValue': ['webhook.chaveHmac'],
  'UpdateWebHookDataInput.authValue': ['webhook.chaveHmac', 'webhook.configuracaoDaTentativa'],
  'WebHookV2.authValue': ['webhook.chaveHmac'],
  'WebHookAuthType.HMAC_SIGNATURE': ['webhook.conteudoAssinado', 'webhook.codificacao', 'webhook.chaveHmac'],
  'Billing.pixCode': ['boleto.pix'],
  'Enrollment.financialOwnerId': ['matricula.responsavelFinanceiro'],
};

/** The description of a coordinate, or undefined when the schema has no such coordinate. */
function descriptionAt(schema: GraphQLSchema, coordinate: string): string | null | undefined {
  const [typeName = '', member = ''] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (isObjectType(type) || isInputObjectType(type)) return type.getFields()[member]?.description;
  if (isEnumType(type)) return type.getValue(member)?.description;
  return undefined;
}

const schema = snapshot();

describe('descrições do schema dizem os fatos com as palavras do módulo', () => {
  it.each(Object.entries(STATED))('%s', (coordinate, keys) => {
    const description = descriptionAt(schema, coordinate);
    expect(description, `${coordinate} não existe no schema`).toBeTypeOf('string');
    for (const key of keys) expect(description).toContain(PLATFORM_FACTS[key].text);
  });

  it('nenhuma descrição conta a assinatura HMAC como só “do corpo”', () => {
    const described: (readonly [string, string | null | undefined])[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      const members: readonly {name: string; description?: string | null}[] =
        isObjectType(type) || isInputObjectType(type)
          ? Object.values<{name: string; description?: string | null}>(type.getFields())
          : isEnumType(type)
            ? type.getValues()
            : [];
      for (const member of members) described.push([`${type.name}.${member.name}`, member.description]);
    }
    const stale = described
      .filter(([, description]) => /HMAC-SHA256 do corpo/.test(description ?? ''))
      .map(([coordinate]) => coordinate);
    expect(stale).toEqual([]);
  });
});
