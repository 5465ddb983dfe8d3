import useSWR from 'swr';
import {
  clearCustomersEndpoint,
  customerCountEndpoint,
  customerSampleCountEndpoint,
  importCustomersEndpoint,
  loadCustomerSampleEndpoint,
  lookUpCustomerEndpoint,
} from '../../../core/customers/api/customer.endpoints.js';
import { callApi } from '../../site/fetch-json.js';

export type { ImportResponse } from '../../../core/customers/api/customer-responses.schema.js';

export const CUSTOMER_COUNT_KEY = customerCountEndpoint.path;

export const useCustomerCount = () => useSWR(CUSTOMER_COUNT_KEY, () => callApi(customerCountEndpoint));

export const useSampleCount = () =>
  useSWR(customerSampleCountEndpoint.path, () => callApi(customerSampleCountEndpoint));

export const uploadCustomerFile = (text: string) => callApi(importCustomersEndpoint, { body: text });

export const loadAllCustomers = () => callApi(loadCustomerSampleEndpoint);

export const clearCustomers = () => callApi(clearCustomersEndpoint);

export const lookUpCustomer = (firstName: string, lastName: string) =>
  callApi(lookUpCustomerEndpoint, { body: { firstName, lastName } });
