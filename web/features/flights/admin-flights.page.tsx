import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zoneOfAirport } from '../../../core/flights/flight.js';
import { createFlightEndpoint } from '../../../core/flights/api/flights.endpoints.js';
import { ForCallersOf } from '../../layout/admin-route.js';
import { Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { FlightView } from './flight-view.js';
import { FlightsList, flightLink } from './flights-list.js';
import { useFlights } from './flights.api.js';
import { PlanFlightForm } from './plan-flight-form.js';

/** The warehouse's airport, as the flights name it; ILG's before any flight is planned. */
function useOrigin(version: number) {
  const { data } = useFlights(version);
  const newest = data?.[0]?.flights[0];
  return newest
    ? { airport: newest.origin, zone: newest.originZone }
    : { airport: 'ILG', zone: zoneOfAirport('ILG') };
}

function FlightsHome() {
  const [version, setVersion] = useState(0);
  const navigate = useNavigate();
  const origin = useOrigin(version);
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-slate-900">Flights</h1>
      <Section title="Flights" intro="Newest first. Each time is on its airport’s clock.">
        <FlightsList version={version} />
      </Section>
      <ForCallersOf declared={createFlightEndpoint}>
        <Section title="Plan a flight">
          <div className="mt-3">
            <PlanFlightForm
              origin={origin}
              onPlanned={(flight) => {
                setVersion((n) => n + 1);
                void navigate(flightLink(flight.id));
              }}
            />
          </div>
        </Section>
      </ForCallersOf>
    </div>
  );
}

export default function AdminFlightsPage() {
  usePageMeta(
    'Flights',
    'Staff: plan flights, load shipments by scan, record departure, arrival and clearance, and move the ETA.',
  );
  const [params] = useSearchParams();
  const id = params.get('flight');
  return <div className="mx-auto max-w-5xl px-4 py-10">{id ? <FlightView id={id} /> : <FlightsHome />}</div>;
}
