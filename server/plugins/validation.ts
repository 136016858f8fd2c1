/**
 * Schema validation with two Ajv instances: request bodies are strict (no type coercion, unknown fields
 * refused when the schema says so), while query strings, path params and headers coerce "1" → 1 as URLs need.
 * `x-message` on a schema gives the Chinese message for a failed pattern/format/limit of that field.
 */
import AjvModule from 'ajv';
import formatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

type AjvCtor = typeof AjvModule;
const Ajv = ((AjvModule as unknown as { default?: AjvCtor }).default ?? AjvModule) as AjvCtor;
const addFormats = ((formatsModule as unknown as { default?: typeof formatsModule }).default ??
  formatsModule) as unknown as (ajv: InstanceType<AjvCtor>) => void;

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    verbose: true, // keeps parentSchema on errors, for `x-message`
    strict: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  return ajv;
}

const bodyAjv = makeAjv(false);
const urlAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : urlAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};
