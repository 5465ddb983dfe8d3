import { token } from '../shared/token.js';
import type { CreatePreAlertUseCase } from './create-pre-alert.use-case.js';
import type { DeletePreAlertUseCase } from './delete-pre-alert.use-case.js';
import type { ImportParcelStatusesUseCase } from './import-parcel-statuses.use-case.js';
import type { MoveParcelUseCase } from './move-parcel.use-case.js';
import type { ChargeStorageUseCase } from './charge-storage.use-case.js';
import type { ParcelRepository, PreAlertRepository, StorageFeeRepository } from './parcels.ports.js';
import type { ReceiveParcelUseCase } from './receive-parcel.use-case.js';

export const PARCEL_TOKENS = {
  /** The repositories outside any transaction, for reads. */
  PreAlerts: token<PreAlertRepository>('PreAlerts'),
  Parcels: token<ParcelRepository>('Parcels'),
  StorageFees: token<StorageFeeRepository>('StorageFees'),
  ChargeStorage: token<ChargeStorageUseCase>('ChargeStorage'),
  CreatePreAlert: token<CreatePreAlertUseCase>('CreatePreAlert'),
  DeletePreAlert: token<DeletePreAlertUseCase>('DeletePreAlert'),
  ReceiveParcel: token<ReceiveParcelUseCase>('ReceiveParcel'),
  MoveParcel: token<MoveParcelUseCase>('MoveParcel'),
  ImportParcelStatuses: token<ImportParcelStatusesUseCase>('ImportParcelStatuses'),
} as const;
