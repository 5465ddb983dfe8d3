import { z } from 'zod';
import {
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
  type ZodOpenApiSchemaObject,
  type oas31,
  createDocument,
} from 'zod-openapi';
import type { $ZodType } from 'zod/v4/core';
import { errorBodySchema } from '../../core/shared/api/api-responses.schema.js';
import { type ApiTag, type Endpoint, declaredStatuses } from '../../core/shared/endpoint.js';
import type { ErrorStatus } from '../../core/shared/refusals.js';
import { SESSION_COOKIE } from './sessions.js';

/** What each error status means on this API; every one answers the error body. */
const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `message` is the first problem, `errors` names each field.',
  401: 'Not signed in.',
  403: 'Signed in without the role this needs, or a state-changing request from another site.',
  404: 'No such resource.',
  409: 'It exists already.',
  413: 'The body is larger than this endpoint takes.',
  415: 'The body is not of a type this endpoint takes.',
  429: 'Too many requests from this client; `RateLimit` and `RateLimit-Policy` say when to try again.',
  503: 'A dependency (the database, the product catalog) cannot be reached; nothing was saved.',
};

const json = (schema: ZodOpenApiSchemaObject) => ({ content: { 'application/json': { schema } } });

/** A schema as a file is written (its input side), for answers and bodies that are files. */
function asWritten(schema: $ZodType): oas31.SchemaObject {
  const written = z.toJSONSchema(schema, { io: 'input' });
  // The document declares its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
  delete written.$schema;
  return written as oas31.SchemaObject;
}

/** Signed-in endpoints take any session; staff endpoints a session of an account holding one of their roles. */
const SECURITY: Record<Endpoint['who'], oas31.SecurityRequirementObject[]> = {
  // A public operation says so: no credentials.
  anyone: [],
  'signed in': [{ session: [] }],
  staff: [{ staffSession: [] }],
};

function requestBody(body: NonNullable<Endpoint['body']>): ZodOpenApiOperationObject['requestBody'] {
  if (body.type === 'json') {
    return { required: !body.optional, ...(body.note && { description: body.note }), ...json(body.schema) };
  }
  if (body.type === 'files') {
    const file: oas31.SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };
    const form: oas31.SchemaObject = {
      type: 'object',
      required: [body.field],
      properties: { [body.field]: { type: 'array', items: file, minItems: 1, maxItems: body.maxFiles } },
    };
    return {
      required: true,
      description: `${body.note} Accepted: ${body.mediaTypes.join(', ')}, at most ${String(body.maxBytes)} bytes each.`,
      content: { 'multipart/form-data': { schema: form } },
    };
  }
  const schema = body.describedAs ? asWritten(body.describedAs) : z.string();
  return {
    required: true,
    description: body.note,
    content: Object.fromEntries(body.mediaTypes.map((type) => [type, { schema }])),
  };
}

/** A staff operation's description ends with the roles it needs, which `x-roles` lists for tools. */
function describedRoles(
  declared: Endpoint,
): Pick<ZodOpenApiOperationObject, 'description'> & { 'x-roles'?: string[] } {
  if (!declared.roles) return declared.description ? { description: declared.description } : {};
  const roles = declared.roles.includes('admin') ? ['admin'] : [...declared.roles, 'admin'];
  const line = `Staff roles: ${roles.join(', ')}.`;
  return {
    description: declared.description ? `${declared.description}\n\n${line}` : line,
    'x-roles': roles,
  };
}

function operation(declared: Endpoint): ZodOpenApiOperationObject {
  const { ok } = declared;
  const bytes: oas31.SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };
  const content = ok.file
    ? { content: Object.fromEntries(ok.file.mediaTypes.map((type) => [type, { schema: bytes }])) }
    : json(ok.asWritten ? asWritten(ok.schema) : ok.schema);
  const responses: ZodOpenApiResponsesObject = {
    [`${ok.status}`]: { description: ok.meaning, ...content },
  };
  for (const status of declaredStatuses(declared)) {
    responses[`${status}`] = {
      description: declared.meanings?.[status] ?? ERROR_MEANINGS[status],
      ...json(errorBodySchema),
    };
  }
  const { params, query } = declared;
  return {
    operationId: declared.operationId,
    tags: [declared.tag.name],
    summary: declared.summary,
    ...describedRoles(declared),
    security: SECURITY[declared.who],
    ...((params ?? query) && {
      requestParams: { ...(params && { path: params }), ...(query && { query }) },
    }),
    ...(declared.body && { requestBody: requestBody(declared.body) }),
    responses,
  };
}

function pathsOf(endpoints: readonly Endpoint[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const declared of endpoints) {
    paths[declared.path] = {
      ...paths[declared.path],
      [declared.method.toLowerCase()]: operation(declared),
    };
  }
  return paths;
}

/** Each tag once, in the order the endpoints first name them; two areas may share a tag, not redefine it. */
function tagsOf(endpoints: readonly Endpoint[]): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const { tag, operationId } of endpoints) {
    const known = tags.get(tag.name);
    if (known && known.description !== tag.description)
      throw new Error(`${operationId} describes the tag ${tag.name} otherwise`);
    tags.set(tag.name, tag);
  }
  return [...tags.values()];
}

/** The OpenAPI 3.1 description of the API, made from the schemas the routes parse and answer with. */
export type ApiDescription = oas31.OpenAPIObject;

export function apiDescription(publicUrl: string, endpoints: readonly Endpoint[]): ApiDescription {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kango Express API',
      version: '1.0.0',
      description:
        'Shipping prices, accounts, forms, products and the staff endpoints behind the web site. Bodies are JSON; ' +
        'every error answers `{ message, errors? }`. State-changing requests from another origin are refused.',
      license: {
        name: 'Proprietary: for this site and its partners',
        url: new URL('/terms', publicUrl).toString(),
      },
    },
    tags: tagsOf(endpoints),
    servers: [{ url: publicUrl }],
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie `POST /api/login` sets.',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The same session cookie, of an account holding a staff role (`users grant --role <role>`): each ' +
            'operation names the roles it needs (`x-roles`).',
        },
      },
    },
    paths: pathsOf(endpoints),
  });
}
