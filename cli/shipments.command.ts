import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import { Command } from 'commander';
import * as z from 'zod/mini';
import type { AppContainer } from '../adapters/wiring.js';
import { PARCEL_TOKENS } from '../core/parcels/parcel.tokens.js';
import { PARCEL_REFUSALS } from '../core/parcels/api/parcels.refusals.js';
import { shipRequestResponse, shipmentResponse } from '../core/parcels/api/shipment-responses.schema.js';
import type { Shipment } from '../core/parcels/shipment.js';
import { packShipmentSchema, shipRequestParams } from '../core/parcels/shipments.schema.js';
import { formatUsd } from '../core/shared/money.js';
import { DomainFailure, UsageError } from './errors.js';
import { numberOrText } from './parcels.command.js';
import { commandLineOperator } from './operator.js';
import { say, sayJson } from './terminal.js';
import { withContainer } from './with-container.js';

interface PackFlags {
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  json?: boolean;
}

function describe(box: Shipment): string {
  const saved = box.separateCents - box.chargeCents;
  return [
    `Box ${box.number} for ${box.accountId}: parcels ${box.parcels.join(', ')}.`,
    `Weight: ${box.weights.actualKg} kg actual, ${box.weights.volumetricKg} kg volumetric, ${box.weights.chargeableKg} kg chargeable.`,
    `Charge: ${formatUsd(box.chargeCents)} (one by one: ${formatUsd(box.separateCents)}${saved > 0 ? `, saved ${formatUsd(saved)}` : ''}).`,
    'The parcels’ own charges are reversed; the owner is mailed.',
  ].join('\n');
}

/** Consolidation at the desk: the requests waiting to be packed, and packing one into a box. */
export function shipmentsCommand(container: () => Promise<AppContainer>): Command {
  const shipments = new Command('shipments').description(
    'Parcels travelling together: the requests waiting to be packed, and packing them into one box',
  );
  shipments
    .command('requests')
    .description('the requests waiting to be packed, oldest first')
    .option('--json', "print the API's JSON")
    .action(async (flags: { json?: boolean }) => {
      const waiting = await withContainer(container, (app) => app.get(PARCEL_TOKENS.ViewShipments).waiting());
      if (flags.json) {
        sayJson({ requests: waiting.map(shipRequestResponse) }, 2);
        return;
      }
      if (waiting.length === 0) say('No request is waiting to be packed.');
      for (const r of waiting)
        say(`${r.id}  ${r.accountId}  ${r.createdAt.toISOString().slice(0, 16)}  ${r.parcels.join(', ')}`);
    });
  shipments
    .command('pack')
    .description(
      "pack a request's parcels into one box, weighed and measured: charged once, the owner mailed",
    )
    .argument('<request-id>', 'the request, as `shipments requests` lists it')
    .requiredOption('--weight-kg <kg>', 'the packed box on the scale, in kg')
    .requiredOption('--length-cm <cm>', 'the box, in cm')
    .requiredOption('--width-cm <cm>', 'the box, in cm')
    .requiredOption('--height-cm <cm>', 'the box, in cm')
    .option('--json', "print the API's JSON")
    .action(async (id: string, flags: PackFlags, command: Command) => {
      const params = shipRequestParams.safeParse({ id });
      const box = packShipmentSchema.safeParse({
        weightKg: numberOrText(flags.weightKg),
        lengthCm: numberOrText(flags.lengthCm),
        widthCm: numberOrText(flags.widthCm),
        heightCm: numberOrText(flags.heightCm),
      });
      if (!params.success) throw new UsageError(z.prettifyError(params.error));
      if (!box.success) throw new UsageError(z.prettifyError(box.error));
      const result = await withContainer(container, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app.get(PARCEL_TOKENS.PackShipment).execute(id, box.data, actor.staffEmail, actor);
      });
      if (!result.ok) throw new DomainFailure(result.error, PARCEL_REFUSALS, id);
      if (flags.json) sayJson(shipmentResponse(result.value), 2);
      else say(describe(result.value));
    });
  return shipments;
}
