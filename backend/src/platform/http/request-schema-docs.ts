import { z, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

const OPTIONS = {
  target: 'openapi-3.0',
  io: 'input',
  unrepresentable: 'any',
  reused: 'inline',
  cycles: 'ref',
} as const;

interface PipeDef {
  type: string;
  in?: { _zod: { def: { type: string } } };
  out?: ZodType;
}

/**
 * A request schema as the OpenAPI document shows it: what a caller sends (the schema's input). A preprocessed
 * field (a blank query parameter read as absent, a bare list read as { contacts }) is shown as the schema the
 * preprocessing feeds, since the function before it has no JSON Schema of its own.
 */
export function requestJsonSchema(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    ...OPTIONS,
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as PipeDef;
      if (def.type !== 'pipe' || def.in?._zod.def.type !== 'transform' || !def.out) return;
      const fed: JsonSchema = requestJsonSchema(def.out);
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, fed);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The properties of an object schema (a query's parameters), each with whether it must be sent. */
export function requestProperties(
  schema: ZodType,
): { name: string; required: boolean; schema: JsonSchema }[] {
  const json = requestJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.has(name),
    schema: property,
  }));
}
