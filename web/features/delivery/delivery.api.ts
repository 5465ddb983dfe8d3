import useSWR from 'swr';
import {
  chooseDeliveryEndpoint,
  getDeliveryEndpoint,
} from '../../../core/delivery/api/delivery.endpoints.js';
import type { DeliveryChoiceInput } from '../../../core/delivery/delivery.schema.js';
import { callApi } from '../../site/fetch-json.js';

/** The account's delivery choice and what is on offer to it. */
export const useDelivery = () => useSWR(getDeliveryEndpoint.path, () => callApi(getDeliveryEndpoint));

export const chooseDelivery = (input: DeliveryChoiceInput) =>
  callApi(chooseDeliveryEndpoint, { body: input });
