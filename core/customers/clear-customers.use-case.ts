import type { CustomersPorts } from './customers.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';

/** Empties the customer directory (staff, before loading a fresh file); returns how many were removed. */
export class ClearCustomersUseCase {
  constructor(private readonly unitOfWork: UnitOfWork<CustomersPorts>) {}

  execute(): Promise<number> {
    return this.unitOfWork.run(({ customers }) => customers.clear());
  }
}
