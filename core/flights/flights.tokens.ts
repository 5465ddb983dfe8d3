import { token } from '../shared/token.js';
import type { CreateFlightUseCase } from './create-flight.use-case.js';
import type { ArrivalScans, FlightRepository } from './flights.ports.js';
import type { ImportAssessmentUseCase } from './import-assessment.use-case.js';
import type { LoadShipmentUseCase, UnloadShipmentUseCase } from './load-shipment.use-case.js';
import type { RescheduleFlightUseCase } from './reschedule-flight.use-case.js';
import type { TakeFlightStepUseCase } from './take-flight-step.use-case.js';
import type { ViewManifestUseCase } from './view-manifest.use-case.js';

export const FLIGHT_TOKENS = {
  /** The flights outside any transaction, for reads. */
  Flights: token<FlightRepository>('Flights'),
  /** Each flight's arrival scans against its manifest (the scans area answers it). */
  ArrivalScans: token<ArrivalScans>('ArrivalScans'),
  CreateFlight: token<CreateFlightUseCase>('CreateFlight'),
  RescheduleFlight: token<RescheduleFlightUseCase>('RescheduleFlight'),
  TakeFlightStep: token<TakeFlightStepUseCase>('TakeFlightStep'),
  LoadShipment: token<LoadShipmentUseCase>('LoadShipment'),
  UnloadShipment: token<UnloadShipmentUseCase>('UnloadShipment'),
  ViewManifest: token<ViewManifestUseCase>('ViewManifest'),
  ImportAssessment: token<ImportAssessmentUseCase>('FlightsImportAssessment'),
} as const;
