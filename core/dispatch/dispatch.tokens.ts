import { token } from '../shared/token.js';
import type { AssignRiderUseCase } from './assign-rider.use-case.js';
import type { ManageRidersUseCase } from './manage-riders.use-case.js';
import type { RecordFailedDeliveryUseCase } from './record-failed-delivery.use-case.js';
import type { ViewDispatchUseCase } from './view-dispatch.use-case.js';
import type { RunSheetPrinter } from './run-sheet.js';
import type { ViewDoorDeliveriesUseCase } from './view-door-deliveries.use-case.js';

export const DISPATCH_TOKENS = {
  ViewDispatch: token<ViewDispatchUseCase>('DispatchViewDispatch'),
  ManageRiders: token<ManageRidersUseCase>('DispatchManageRiders'),
  AssignRider: token<AssignRiderUseCase>('DispatchAssignRider'),
  RecordFailedDelivery: token<RecordFailedDeliveryUseCase>('DispatchRecordFailedDelivery'),
  ViewDoorDeliveries: token<ViewDoorDeliveriesUseCase>('DispatchViewDoorDeliveries'),
  RunSheetPrinter: token<RunSheetPrinter>('DispatchRunSheetPrinter'),
} as const;
