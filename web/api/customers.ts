import useSWR from 'swr';
import type { ImportReport } from '../../core/customers/import-customers.use-case.js';
import type { CustomerLookupResult } from '../../core/customers/look-up-customer.use-case.js';
import { apiPostText, apiRequest } from './fetch-json.js';

export type ImportAnswer = ImportReport & { count: number };

export const CUSTOMER_COUNT_KEY = '/api/customers/count';

export const useCustomerCount = () =>
  useSWR(CUSTOMER_COUNT_KEY, (url: string) => apiRequest<{ count: number }>('GET', url));

export const useSampleCount = () =>
  useSWR('/api/customers/sample', (url: string) => apiRequest<{ count: number }>('GET', url));

export const uploadCustomerFile = (text: string) => apiPostText<ImportAnswer>('/api/customers/import', text);

export const loadAllCustomers = () => apiRequest<ImportAnswer>('POST', '/api/customers/load-all-data');

export const clearCustomers = () => apiRequest<{ removed: number }>('DELETE', '/api/customers/clear');

export const lookUpCustomer = (firstName: string, lastName: string) =>
  apiRequest<CustomerLookupResult>('POST', '/api/customer-lookup', { firstName, lastName });
