import useSWR from 'swr';
import {
  clearAnswerSchema,
  countAnswerSchema,
  importAnswerSchema,
} from '../../core/customers/customer-answers.schema.js';
import { customerLookupResultSchema } from '../../core/customers/customer-lookup.schema.js';
import { apiPostText, apiRequest } from './fetch-json.js';

export type { ImportAnswer } from '../../core/customers/customer-answers.schema.js';

export const CUSTOMER_COUNT_KEY = '/api/customers/count';

export const useCustomerCount = () =>
  useSWR(CUSTOMER_COUNT_KEY, (url: string) => apiRequest(countAnswerSchema, 'GET', url));

export const useSampleCount = () =>
  useSWR('/api/customers/sample', (url: string) => apiRequest(countAnswerSchema, 'GET', url));

export const uploadCustomerFile = (text: string) =>
  apiPostText(importAnswerSchema, '/api/customers/import', text);

export const loadAllCustomers = () => apiRequest(importAnswerSchema, 'POST', '/api/customers/load-all-data');

export const clearCustomers = () => apiRequest(clearAnswerSchema, 'DELETE', '/api/customers/clear');

export const lookUpCustomer = (firstName: string, lastName: string) =>
  apiRequest(customerLookupResultSchema, 'POST', '/api/customer-lookup', { firstName, lastName });
