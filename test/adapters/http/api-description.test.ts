import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../support/express-routes.js';
import { testApp } from '../../support/test-app.js';

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Description {
  openapi: string;
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** The web pages' own routes: HTML and crawler files, not the API. */
const PAGE_ROUTES = ['get /index.html', 'get /sitemap.xml', 'get /robots.txt'];

const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const OPENAPI_PATH = '/api/openapi.json';

describe(`the API description at ${OPENAPI_PATH}`, () => {
  let app: Awaited<ReturnType<typeof testApp>>;
  let description: Description;
  beforeAll(async () => {
    app = await testApp();
    const res = await request(app).get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    description = res.body as Description;
  });

  const described = () =>
    Object.entries(description.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );

  it('describes every route the app registers, and no route it does not', () => {
    const registered = routesOf(app.express.router.stack)
      .map(({ method, path }) => `${method} ${toOpenApiPath(path)}`)
      .filter((route) => !PAGE_ROUTES.includes(route));
    expect(registered.length).toBeGreaterThan(30);
    expect([...new Set(registered)].sort()).toEqual(described().sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(description.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(description) as never)).resolves.toBeDefined();
    const ids = Object.values(description.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security on every operation: none for a public one, a session, or a staff session', () => {
    for (const [path, item] of Object.entries(description.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.security, `${method} ${path}`).toBeDefined();
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(
          description.tags?.map((tag) => tag.name),
          `${method} ${path}`,
        ).toEqual(expect.arrayContaining(op.tags ?? ['(none)']));
      }
    }
  });

  it('says that every staff operation refuses without a session (401) and without the role (403)', () => {
    const staff = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.security?.some((requirement) => 'staffSession' in requirement))
        .map(([, op]) => [path, op] as const),
    );
    expect(staff.length).toBeGreaterThan(10);
    for (const [path, op] of staff) {
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('declares each tag once, and each operation names one of them', () => {
    const names = (description.tags ?? []).map((tag) => tag.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes what the server really answers', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = async (method: 'get' | 'post', path: string, call: request.Test) => {
      const res = await call;
      const schema =
        description.paths[path]?.[method]?.responses[String(res.status)]?.content?.['application/json']
          ?.schema;
      if (!schema) throw new Error(`${method} ${path} answered ${res.status}, which is not described`);
      // References point into the document's components.
      const validate = ajv.compile({ ...schema, components: description.components });
      expect(validate(res.body), `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      );
    };
    const parcel = { weight: 3, itemValue: 100, dimensions: { length: 30, width: 20, height: 15 } };
    await check('post', '/api/shipping/calculate', request(app).post('/api/shipping/calculate').send(parcel));
    await check('post', '/api/shipping/calculate', request(app).post('/api/shipping/calculate').send({}));
    await check('get', '/api/shipping/rate-cards', request(app).get('/api/shipping/rate-cards'));
    await check('get', '/api/shipping/next-departure', request(app).get('/api/shipping/next-departure'));
    await check('get', '/api/homepage-sections', request(app).get('/api/homepage-sections'));
    await check('get', '/api/products/featured', request(app).get('/api/products/featured'));
    await check('get', '/api/user', request(app).get('/api/user'));
    await check('get', '/api/customers/count', request(app).get('/api/customers/count'));
    await check(
      'post',
      '/api/customer-lookup',
      request(app).post('/api/customer-lookup').send({ firstName: 'Amina', lastName: 'Yusuf' }),
    );
    await check('get', '/healthz', request(app).get('/healthz'));
  });
});
