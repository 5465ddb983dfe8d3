import { token } from '../shared/token.js';
import type { CreatePreAlertUseCase } from './create-pre-alert.use-case.js';
import type { DeletePreAlertUseCase } from './delete-pre-alert.use-case.js';
import type { ImportParcelStatusesUseCase } from './import-parcel-statuses.use-case.js';
import type { MoveParcelUseCase } from './move-parcel.use-case.js';
import type { ChargeStorageUseCase } from './charge-storage.use-case.js';
import type { PackShipmentUseCase } from './pack-shipment.use-case.js';
import type {
  CollectionCodeRepository,
  ParcelHandoverRepository,
  ParcelContentsRepository,
  ParcelFlights,
  ParcelPhotoRepository,
  ParcelRepository,
  PhotoDeveloper,
  PhotoStore,
  PreAlertRepository,
  ShipmentRepository,
  StorageFeeRepository,
} from './parcels.ports.js';
import type { RequestShipmentUseCase } from './request-shipment.use-case.js';
import type { WithdrawShipRequestUseCase } from './withdraw-ship-request.use-case.js';
import type { DeclareContentsUseCase } from './declare-contents.use-case.js';
import type { InsureParcelUseCase } from './insure-parcel.use-case.js';
import type { AddParcelPhotosUseCase } from './add-parcel-photos.use-case.js';
import type { RemoveParcelPhotoUseCase } from './remove-parcel-photo.use-case.js';
import type { ViewParcelPhotoUseCase } from './view-parcel-photo.use-case.js';
import type { ReceiveParcelUseCase } from './receive-parcel.use-case.js';
import type { AssignParcelUseCase } from './assign-parcel.use-case.js';
import type { ViewParcelsUseCase } from './view-parcels.use-case.js';
import type { ViewShipmentsUseCase } from './view-shipments.use-case.js';
import type { ViewLabelsUseCase } from './view-labels.use-case.js';
import type { ClearanceTerms } from './parcel-eta.js';

export const PARCEL_TOKENS = {
  /** The repositories outside any transaction, for reads. */
  PreAlerts: token<PreAlertRepository>('PreAlerts'),
  Parcels: token<ParcelRepository>('Parcels'),
  StorageFees: token<StorageFeeRepository>('StorageFees'),
  ChargeStorage: token<ChargeStorageUseCase>('ChargeStorage'),
  Shipments: token<ShipmentRepository>('Shipments'),
  ParcelContents: token<ParcelContentsRepository>('ParcelContents'),
  ParcelPhotos: token<ParcelPhotoRepository>('ParcelPhotos'),
  PhotoStore: token<PhotoStore>('PhotoStore'),
  CollectionCodes: token<CollectionCodeRepository>('CollectionCodes'),
  ParcelHandovers: token<ParcelHandoverRepository>('ParcelHandovers'),
  PhotoDeveloper: token<PhotoDeveloper>('PhotoDeveloper'),
  AddParcelPhotos: token<AddParcelPhotosUseCase>('AddParcelPhotos'),
  RemoveParcelPhoto: token<RemoveParcelPhotoUseCase>('RemoveParcelPhoto'),
  ViewParcelPhoto: token<ViewParcelPhotoUseCase>('ViewParcelPhoto'),
  CreatePreAlert: token<CreatePreAlertUseCase>('CreatePreAlert'),
  DeletePreAlert: token<DeletePreAlertUseCase>('DeletePreAlert'),
  ReceiveParcel: token<ReceiveParcelUseCase>('ReceiveParcel'),
  AssignParcel: token<AssignParcelUseCase>('AssignParcel'),
  MoveParcel: token<MoveParcelUseCase>('MoveParcel'),
  ImportParcelStatuses: token<ImportParcelStatusesUseCase>('ImportParcelStatuses'),
  RequestShipment: token<RequestShipmentUseCase>('RequestShipment'),
  WithdrawShipRequest: token<WithdrawShipRequestUseCase>('WithdrawShipRequest'),
  PackShipment: token<PackShipmentUseCase>('PackShipment'),
  DeclareContents: token<DeclareContentsUseCase>('DeclareContents'),
  InsureParcel: token<InsureParcelUseCase>('InsureParcel'),
  /** Which flight parcels are on (the flights area answers it), and the clearance days after landing (its setting). */
  ParcelFlights: token<ParcelFlights>('ParcelFlights'),
  Clearance: token<ClearanceTerms>('Clearance'),
  /** The one view of parcels and their boxes that the API, the desk and the CLI give. */
  ViewParcels: token<ViewParcelsUseCase>('ViewParcels'),
  /** A customer's requests and boxes, and the requests waiting to be packed, for the API and the CLI. */
  ViewShipments: token<ViewShipmentsUseCase>('ViewShipments'),
  /** The labels of parcels and boxes, as a PDF or ZPL, for the API and the CLI. */
  ViewLabels: token<ViewLabelsUseCase>('ViewLabels'),
} as const;
