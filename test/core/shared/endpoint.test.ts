import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../core/shared/endpoint.js';

describe('endpointUrl', () => {
  it('fills each path parameter, encoded, and adds the query it is given', () => {
    const declared = { path: '/api/things/{kind}/{id}' };
    expect(endpointUrl(declared, { kind: 'a b', id: '../x?y' }, { limit: 12, empty: undefined })).toBe(
      '/api/things/a%20b/..%2Fx%3Fy?limit=12',
    );
  });

  it('leaves a path without parameters or query as it is', () => {
    expect(endpointUrl({ path: '/api/session' })).toBe('/api/session');
  });

  it('refuses a path parameter left out, rather than calling a path that does not exist', () => {
    expect(() => endpointUrl({ path: '/api/products/{asin}' }, {})).toThrow(/no value for \{asin\}/);
  });
});
